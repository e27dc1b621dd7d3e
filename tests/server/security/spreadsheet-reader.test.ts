// server/spreadsheets without HTTP: every cap of limits.ts refuses with its own problem, declared archive
// sizes are judged before anything unpacks and a lying file stops at the size it declared, the worker's
// heap and time limits end only the worker, reads run one at a time, and rows come in order, in batches
// the worker does not send faster than they are taken. No database is involved.
import { describe, expect, it } from 'vitest';
import type { CentralDirectoryFile } from 'unzipper';
import { Archive, judgeArchive } from '../../../server/spreadsheets/archive';
import { SpreadsheetError, type SpreadsheetProblem } from '../../../server/spreadsheets/errors';
import { SPREADSHEET_LIMITS, type SpreadsheetLimits } from '../../../server/spreadsheets/limits';
import { readSpreadsheet, spreadsheetReads } from '../../../server/spreadsheets/reader';
import { RowGate } from '../../../server/spreadsheets/row-gate';
import {
  deflated,
  longStringBomb,
  MiB,
  PHONE,
  sharedStringsBomb,
  workbookParts,
  zipOf,
} from './spreadsheet-files';

const SLOW = 60_000;

async function read(data: Buffer | string, limits: Partial<SpreadsheetLimits> = {}) {
  const rows: string[][] = [];
  await readSpreadsheet({ data: Buffer.from(data) }, (batch) => void rows.push(...batch), limits);
  return rows;
}

/** The SpreadsheetError a read ends with. */
async function refusal(data: Buffer | string, limits: Partial<SpreadsheetLimits> = {}) {
  const err = await read(data, limits).then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(SpreadsheetError);
  return err as SpreadsheetError;
}

const expectProblem = async (
  data: Buffer | string,
  problem: SpreadsheetProblem,
  params: Record<string, number> = {},
  limits: Partial<SpreadsheetLimits> = {},
) => {
  const err = await refusal(data, limits);
  expect({ problem: err.problem, params: err.params }, err.message).toEqual({ problem, params });
};

const entry = (path: string, uncompressedSize: number, compressedSize: number, more = {}) =>
  ({
    path,
    type: 'File',
    flags: 0,
    compressionMethod: 8,
    uncompressedSize,
    compressedSize,
    ...more,
  }) as CentralDirectoryFile;

/** A workbook of the hand-made parts whose first sheet is `sheet` (XML of its sheetData). */
const workbook = (sheetData: string, strings: string[] = []) =>
  zipOf([
    ...workbookParts().filter((p) => p.name !== 'xl/worksheets/sheet1.xml'),
    deflated(
      'xl/worksheets/sheet1.xml',
      `<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${sheetData}</sheetData></worksheet>`,
    ),
    deflated(
      'xl/sharedStrings.xml',
      `<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">${strings.map((s) => `<si><t>${s}</t></si>`).join('')}</sst>`,
    ),
  ]);

describe('the archive is judged by its declared sizes before anything unpacks', () => {
  const limits: SpreadsheetLimits = { ...SPREADSHEET_LIMITS, archiveEntries: 3, inflatedBytes: 10 * MiB };

  it('refuses too many files, a file or a total over the cap, a ratio over the cap above 1 MiB', () => {
    const judge = (files: CentralDirectoryFile[]) => {
      try {
        judgeArchive(files, limits);
        return null;
      } catch (err) {
        return { problem: (err as SpreadsheetError).problem, params: (err as SpreadsheetError).params };
      }
    };
    expect(judge([entry('a', 1, 1), entry('b', 1, 1), entry('c', 1, 1)])).toBeNull();
    expect(judge([entry('a', 1, 1), entry('b', 1, 1), entry('c', 1, 1), entry('d', 1, 1)])).toEqual({
      problem: 'entries',
      params: { limit: 3 },
    });
    expect(judge([entry('a', 10 * MiB + 1, 10 * MiB)])).toEqual({ problem: 'inflated', params: { mb: 10 } });
    expect(judge([entry('a', 6 * MiB, 6 * MiB), entry('b', 5 * MiB, 5 * MiB)])).toEqual({
      problem: 'inflated',
      params: { mb: 10 },
    });
    // 100:1 is the cap; tiny files may be packed tighter (nothing to gain from them).
    expect(judge([entry('a', 2 * MiB, Math.ceil((2 * MiB) / 100))])).toBeNull();
    expect(judge([entry('a', 2 * MiB, Math.floor((2 * MiB) / 101))])).toEqual({
      problem: 'ratio',
      params: { ratio: 100 },
    });
    expect(judge([entry('a', MiB, 1)])).toBeNull();
    expect(judge([entry('a', 10, 5, { flags: 1 })])?.problem).toBe('unsupported'); // encrypted
    expect(judge([entry('a', 10, 5, { compressionMethod: 12 })])?.problem).toBe('unsupported'); // bzip2
  });

  it('stops a file that unpacks past its declared size at that size', async () => {
    const archive = await Archive.open(sharedStringsBomb(64, 100_000), SPREADSHEET_LIMITS);
    let unpacked = 0;
    const err = await (async () => {
      for await (const chunk of archive.open('xl/sharedStrings.xml')) unpacked += (chunk as Buffer).length;
    })().catch((e: unknown) => e);
    expect((err as SpreadsheetError).problem).toBe('overDeclared');
    expect(unpacked).toBeLessThanOrEqual(100_000);
  });

  it('answers unsupported for no ZIP at all, damaged for broken packed data', async () => {
    await expect(
      Archive.open(Buffer.from('PK\x03\x04 and nothing else'), SPREADSHEET_LIMITS),
    ).rejects.toMatchObject({
      problem: 'unsupported',
    });
    const parts = workbookParts();
    const sheet = parts.find((p) => p.name === 'xl/worksheets/sheet1.xml')!;
    sheet.packed = Buffer.alloc(sheet.packed.length, 0xff); // not a deflate stream
    await expectProblem(zipOf(parts), 'damaged');
  });
});

describe('rows pass the row, column and character caps', () => {
  it('drops trailing empty cells, and counts columns up to the last non-empty one', () => {
    const gate = new RowGate({ ...SPREADSHEET_LIMITS, columns: 2 });
    expect(gate.pass(['a', 'b', '', ''])).toEqual(['a', 'b']);
    expect(gate.pass(['', '', ''])).toEqual([]);
    expect(() => gate.pass(['a', 'b', 'c'])).toThrow(
      expect.objectContaining({ problem: 'columns', params: { limit: 2, row: 3 } }),
    );
    expect(gate.rows).toBe(2);
  });

  it('refuses a CSV past each cap with the row where it broke', { timeout: SLOW }, async () => {
    await expectProblem('1\n2\n3\n4\n', 'rows', { limit: 3 }, { rows: 3 });
    await expectProblem(`phone\n79001234567,${'x'.repeat(32_768)}\n`, 'cellChars', { limit: 32_767, row: 2 });
    await expectProblem('a,b\nc,d,e\n', 'columns', { limit: 2, row: 2 }, { columns: 2 });
    await expectProblem('abc\ndef\nghi\n', 'textChars', { limit: 8 }, { textChars: 8 });
    await expectProblem('x'.repeat(100), 'fileBytes', { mb: 0 }, { fileBytes: 99 });
    await expectProblem(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]), 'unsupported');
  });

  it(
    'refuses an XLSX row whose last cell is past the column cap, before building the row',
    { timeout: SLOW },
    async () => {
      await expectProblem(
        workbook('<row r="1"><c r="A1"><v>1</v></c><c r="XFD1"><v>2</v></c></row>'),
        'columns',
        {
          limit: 1_024,
          row: 1,
        },
      );
    },
  );

  it('refuses a workbook over the unpacked-size cap given to one read', { timeout: SLOW }, async () => {
    await expectProblem(sharedStringsBomb(0), 'inflated', { mb: 0 }, { inflatedBytes: 1_000 });
    await expectProblem(sharedStringsBomb(2), 'ratio', { ratio: 100 });
    await expectProblem(sharedStringsBomb(2, 5_000), 'overDeclared');
  });
});

describe('reading', () => {
  it(
    'gives a CSV every line as a row, in order, and the first sheet of a workbook in the workbook order',
    { timeout: SLOW },
    async () => {
      expect(await read('phone;name\r\n79001234567;Ann;;\r\n\r\n"7 901";"x;y"\r\n')).toEqual([
        ['phone', 'name'],
        [PHONE, 'Ann'],
        [],
        ['7 901', 'x;y'],
        [],
      ]);
      // The workbook lists sheet2 first; the archive holds sheet1 first.
      const NS = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
      const DOC = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
      const book = zipOf([
        ...workbookParts().filter((p) => !/workbook\.xml|sheet1/.test(p.name)),
        deflated(
          'xl/worksheets/sheet1.xml',
          `<worksheet ${NS}><sheetData><row r="1"><c r="A1"><v>1</v></c></row></sheetData></worksheet>`,
        ),
        deflated(
          'xl/worksheets/sheet2.xml',
          `<worksheet ${NS}><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c><c r="C1"><v>42</v></c></row></sheetData></worksheet>`,
        ),
        deflated('xl/sharedStrings.xml', `<sst ${NS}><si><t>${PHONE}</t></si></sst>`),
        deflated(
          'xl/workbook.xml',
          `<workbook ${NS} xmlns:r="${DOC}"><sheets><sheet name="Second" sheetId="2" r:id="rId2"/><sheet name="First" sheetId="1" r:id="rId1"/></sheets></workbook>`,
        ),
        deflated(
          'xl/_rels/workbook.xml.rels',
          `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${DOC}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${DOC}/worksheet" Target="/xl/worksheets/sheet2.xml"/><Relationship Id="rId3" Type="${DOC}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
        ),
      ]);
      expect(await read(book)).toEqual([[PHONE, '', '42']]);
      await expectProblem(zipOf([deflated('word/document.xml', '<w/>')]), 'unsupported'); // a ZIP, no workbook
    },
  );

  it(
    'hands rows over in batches, one at a time: the worker waits while a batch is taken',
    { timeout: SLOW },
    async () => {
      const lines = Array.from({ length: 3_500 }, (_, i) => String(79000000000 + i));
      const seen: string[] = [];
      let taking = false;
      let overlapped = false;
      const result = await readSpreadsheet({ data: Buffer.from(lines.join('\n')) }, async (rows) => {
        overlapped ||= taking;
        taking = true;
        await new Promise((resolve) => setTimeout(resolve, 30));
        seen.push(...rows.map((r) => r[0]));
        taking = false;
      });
      expect(overlapped).toBe(false);
      expect(seen).toEqual(lines);
      expect(result.rows).toBe(3_500);
    },
  );

  it('a consumer that fails ends the read with its error', { timeout: SLOW }, async () => {
    const failure = new Error('consumer failed');
    await expect(
      readSpreadsheet({ data: Buffer.from('1\n2\n') }, () => {
        throw failure;
      }),
    ).rejects.toBe(failure);
  });
});

describe('the worker, not the server, pays for a runaway file', () => {
  it('out of time: the worker is stopped and the read refused as heavy', { timeout: SLOW }, async () => {
    const err = await refusal('phone\n79001234567\n', { timeoutMs: 1 });
    expect([err.problem, err.detail]).toEqual(['heavy', 'out of time']);
    expect(err.params).toEqual({ seconds: 0 });
  });

  it(
    'out of heap: the worker dies, the read is refused as heavy, the next read works',
    { timeout: SLOW },
    async () => {
      // One shared string of 64 MiB, the size caps lifted: only the 32 MB heap stops it.
      const limits = { heapMb: 32, inflatedBytes: 1024 * MiB, compressionRatio: 1e6 };
      const err = await refusal(longStringBomb(64), limits);
      expect([err.problem, err.detail]).toEqual(['heavy', 'out of memory']);
      expect(await read('phone\n79001234567\n')).toEqual([['phone'], [PHONE], []]);
    },
  );

  it('reads run one at a time, in arrival order', { timeout: SLOW }, async () => {
    let most = 0;
    const order: string[] = [];
    const readOne = (name: string) =>
      readSpreadsheet({ data: Buffer.from(`${name}\n`) }, () => {
        most = Math.max(most, spreadsheetReads.activeCount);
        order.push(name);
      });
    await Promise.all(['a', 'b', 'c'].map(readOne));
    expect(order).toEqual(['a', 'b', 'c']);
    expect(most).toBe(1);
    expect(spreadsheetReads.activeCount).toBe(0);
  });
});
