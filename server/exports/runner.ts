// One export job (docs/exports.md): rows read a batch at a time from the saved position and appended to
// the CSV, each batch committed with its position and byte length (so `sync_count` grows and a partial CSV
// can be downloaded), progress pushed at most once a second; then the XLSX from the finished CSV; then done.
// A cancel, a delete or a take-over makes a commit miss and the job stops; a failure ends it as an error.
import type { FileHandle } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { t, type MessageKey } from '../i18n/messages';
import type { Locale } from '../i18n/locale';
import { CSV_DELIMITER, csvLine } from './cells';
import { claim, commit, type ExportJob } from './claims';
import { exportTuning, XLSX_MAX_ROWS, type ExportType } from './constants';
import { openCsv, startCsv } from './csv-file';
import { ensureExportsDir, exportFile, fileNameOf, removeExportFiles } from './files';
import { announce, findExport } from './item';
import { ExportRefused, readContext } from './run-context';
import type { ExportSource } from './sources/source';
import { exportItems } from './table';
import { csvToXlsx } from '../spreadsheets/csv-to-xlsx';
import { sql } from 'drizzle-orm';

const PUSH_EVERY_MS = 1000;

const reasonOf = (err: unknown, locale: Locale): string => {
  if (err instanceof ExportRefused) return t(locale, err.messageKey as MessageKey);
  const detail = err instanceof Error ? err.message : String(err);
  return t(locale, 'exportFailed', { reason: detail.slice(0, 300) });
};

export function exportRunner(app: FastifyInstance, sources: Record<ExportType, ExportSource>) {
  return async function runExport(job: ExportJob): Promise<void> {
    const row = await claim(app.db, job);
    if (!row) return; // cancelled, deleted, or another run owns it now
    const source = sources[row.type];
    const lost = { now: false };
    const beat = setInterval(() => {
      commit(app.db, job, {}).then(
        (ok) => (lost.now ||= !ok),
        () => undefined,
      );
    }, exportTuning.heartbeatMs);
    const csvName = fileNameOf(row.id, job.run, 'csv');
    const xlsxName = fileNameOf(row.id, job.run, 'xlsx');
    let file: FileHandle | null = null;
    // The job lost the row: a deleted export takes this run's files with it; otherwise they stay.
    const stop = async () => {
      if (!(await findExport(app.db, row.id))) await removeExportFiles(app, csvName, xlsxName);
    };
    try {
      const ctx = await readContext(app, row, source);
      const header = row.fields.map((key) => source.fields.find((f) => f.key === key)!.label[ctx.locale]);
      await ensureExportsDir(app);
      const path = exportFile(app, csvName);
      const state = await startCsv(row, path, row.csv_name && exportFile(app, row.csv_name), header);
      if (!(await commit(app.db, job, { csv_name: csvName, csv_bytes: state.bytes, ...progress(state) })))
        return await stop();
      if (row.csv_name && row.csv_name !== csvName) await removeExportFiles(app, row.csv_name);
      file = await openCsv(path);
      let pushed = 0;
      while (!state.complete) {
        const batch = await source.read(ctx, row.filters, state.position, exportTuning.batchRows);
        const data = 'csv' in batch ? batch.csv : Buffer.from(batch.rows.map(csvLine).join(''));
        await file.write(data, 0, data.length, state.bytes);
        state.bytes += data.length;
        state.synced += 'csv' in batch ? batch.count : batch.rows.length;
        state.position = batch.next ?? state.position;
        state.complete = batch.next === null;
        if (lost.now || !(await commit(app.db, job, { csv_bytes: state.bytes, ...progress(state) })))
          return await stop();
        if (Date.now() - pushed >= PUSH_EVERY_MS) {
          pushed = Date.now();
          await announce(app, row.id);
        }
        await exportTuning.afterBatch?.(row.id, state.synced);
      }
      await file.close();
      file = null;
      let xlsx: string | null = null;
      if (state.synced <= XLSX_MAX_ROWS) {
        const kinds = row.fields.map((key) => source.fields.find((f) => f.key === key)!.kind);
        if (
          !(await csvToXlsx(
            path,
            CSV_DELIMITER,
            state.bytes,
            exportFile(app, xlsxName),
            kinds,
            () => lost.now,
          ))
        )
          return await stop();
        xlsx = xlsxName;
      }
      const done = { status: 'STATUS_DONE' as const, row_count: state.synced, xlsx_name: xlsx };
      if (!(await commit(app.db, job, { ...done, finished_at: new Date() }))) {
        await removeExportFiles(app, xlsx);
        return await stop();
      }
    } catch (err) {
      if (!(err instanceof ExportRefused)) app.log.error({ err, export: row.id }, 'export failed');
      const error = reasonOf(err, row.locale as Locale);
      await commit(app.db, job, { status: 'STATUS_ERROR', error, finished_at: new Date() }).catch(
        () => false,
      );
    } finally {
      clearInterval(beat);
      await file?.close().catch(() => undefined);
    }
    await announce(app, row.id).catch(() => undefined);
  };
}

/** What a commit records of the CSV's progress; the count grows past the first estimate if rows were added. */
const progress = (state: { synced: number; position: unknown; complete: boolean }) => ({
  sync_count: state.synced,
  row_count: sql`greatest(${exportItems.row_count}, ${state.synced})`,
  position: state.position as never,
  csv_complete: state.complete,
});
