// The CSV reader of files on disk (server/spreadsheets/csv.ts, readCsvFile): a chunk at a time, it reads
// what the whole-text reader reads, across chunk boundaries that cut a row, a quoted line break or a
// character, and refuses a bad file with the same faults.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { HEAD_BYTES, readCsvFile, readCsvText } from '../../server/spreadsheets/csv';

const dir = mkdtempSync(join(tmpdir(), 'csv-file-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let files = 0;
function fileOf(bytes: Buffer): string {
  const path = join(dir, `${++files}.csv`);
  writeFileSync(path, bytes);
  return path;
}

async function rowsOf(bytes: Buffer, strict = true): Promise<string[][]> {
  const rows: string[][] = [];
  await readCsvFile(fileOf(bytes), bytes.subarray(0, HEAD_BYTES), (cells) => rows.push(cells), strict);
  return rows;
}

/** ~3 MB of rows (three chunks and more): Cyrillic names, quoted `;` and line breaks, doubled quotes. */
function bigText(rows = 40_000): string {
  const lines = ['Телефон;ФИО;Описание'];
  for (let i = 0; i < rows; i++)
    lines.push(`7916${String(i).padStart(7, '0')};Иванов Иван ${i};"строка; ""${i}""\nвторая"`);
  return `${lines.join('\r\n')}\r\n`;
}

describe('readCsvFile', () => {
  it('reads a big UTF-8 file with a BOM as the whole-text reader reads its text', async () => {
    const text = bigText();
    const expected: string[][] = [];
    readCsvText(text, (cells) => expected.push(cells), true);
    const rows = await rowsOf(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]));
    // The header and the rows; the text reader also gives the empty "line" after the last line break,
    // which every consumer skips as empty.
    expect(rows).toHaveLength(40_001);
    expect(expected.pop()).toEqual(['']);
    expect(rows).toEqual(expected);
    expect(rows[39_999 + 1]).toEqual(['79160039999', 'Иванов Иван 39999', 'строка; "39999"\nвторая']);
  });

  it('reads Windows-1251 (Russian Excel)', async () => {
    const cp1251 = Buffer.concat([
      Buffer.from('79161234567;'),
      Buffer.from([0xc8, 0xe2, 0xe0, 0xed]), // Иван
      Buffer.from('\n'),
    ]);
    expect(await rowsOf(cp1251, false)).toEqual([['79161234567', 'Иван']]);
  });

  it('refuses, in strict mode, UTF-8 with other bytes past the first chunk', async () => {
    const good = Buffer.from(bigText(30_000));
    const bad = Buffer.concat([good, Buffer.from([0xc8, 0xe2, 0x0a])]);
    await expect(rowsOf(bad)).rejects.toMatchObject({ problem: 'encoding' });
  });

  it('refuses a ragged row far into the file, naming it', async () => {
    const text = `${bigText(30_000)}79160000000;a;b;c\r\n`;
    await expect(rowsOf(Buffer.from(text))).rejects.toMatchObject({
      problem: 'ragged',
      params: { row: 30_002, columns: 4, expected: 3 },
    });
  });
});
