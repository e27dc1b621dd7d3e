// The CSV reader (server/spreadsheets/csv.ts, readCsvChunks): fed a chunk at a time, it reads every row
// across chunk boundaries that cut a row, a quoted line break or a character, and refuses a bad file with the
// same faults as when the fault sits in the first chunk.
import { describe, expect, it } from 'vitest';
import { HEAD_BYTES, readCsvChunks } from '../../server/spreadsheets/csv';

/** `bytes` in pieces of an odd size, so that boundaries fall inside rows and inside two-byte characters. */
function* piecesOf(bytes: Buffer, size = 65_537) {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

async function rowsOf(bytes: Buffer, strict = true): Promise<string[][]> {
  const rows: string[][] = [];
  await readCsvChunks(piecesOf(bytes), bytes.subarray(0, HEAD_BYTES), (cells) => rows.push(cells), strict);
  return rows;
}

/** ~3 MB of rows (three chunks and more): Cyrillic names, quoted `;` and line breaks, doubled quotes. */
function bigText(rows = 40_000): string {
  const lines = ['Телефон;ФИО;Описание'];
  for (let i = 0; i < rows; i++)
    lines.push(`7916${String(i).padStart(7, '0')};Иванов Иван ${i};"строка; ""${i}""\nвторая"`);
  return `${lines.join('\r\n')}\r\n`;
}

describe('readCsvChunks', () => {
  it('reads every row of a big UTF-8 file with a BOM, whatever the chunks cut', async () => {
    const rows = await rowsOf(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(bigText())]));
    // The header, the rows, and the empty line after the last line break (every consumer skips it).
    expect(rows).toHaveLength(40_002);
    expect(rows.pop()).toEqual(['']);
    expect(rows[0]).toEqual(['Телефон', 'ФИО', 'Описание']);
    const expected = Array.from({ length: 40_000 }, (_, i) => [
      `7916${String(i).padStart(7, '0')}`,
      `Иванов Иван ${i}`,
      `строка; "${i}"\nвторая`,
    ]);
    expect(rows.slice(1)).toEqual(expected);
  });

  it('reads Windows-1251 (Russian Excel)', async () => {
    const cp1251 = Buffer.concat([
      Buffer.from('79161234567;'),
      Buffer.from([0xc8, 0xe2, 0xe0, 0xed]), // Иван
      Buffer.from('\n'),
    ]);
    expect(await rowsOf(cp1251, false)).toEqual([['79161234567', 'Иван'], ['']]);
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
