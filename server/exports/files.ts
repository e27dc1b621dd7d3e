// Where export files live: DATA_DIR/exports, named `<export id>-<run id>.csv` (and `.xlsx`), so a job that
// resumes another's never writes into the file a stalled predecessor may still be writing. Names come from
// the row, never from a request.
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

export const exportsDir = (app: FastifyInstance) => path.join(app.appConfig.dataDir, 'exports');

const SAFE_NAME = /^[0-9]+-[0-9a-f-]{36}\.(csv|xlsx)$/;

export const fileNameOf = (id: number, run: string, ext: 'csv' | 'xlsx') => `${id}-${run}.${ext}`;

export function exportFile(app: FastifyInstance, name: string): string {
  if (!SAFE_NAME.test(name)) throw new Error(`export file name "${name}" is not one the server made`);
  return path.join(exportsDir(app), name);
}

export const ensureExportsDir = (app: FastifyInstance) => mkdir(exportsDir(app), { recursive: true });

export async function removeExportFiles(app: FastifyInstance, ...names: (string | null)[]) {
  for (const name of names) if (name) await rm(exportFile(app, name), { force: true });
}
