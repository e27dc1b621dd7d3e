// POST /api/black_list/import: CSV (comma, semicolon, Windows-1251) and XLSX (built here with exceljs),
// type by content, phones from the first column or the phone column, counts of added / duplicate / invalid,
// a 100,000-row file in one request, and the limits (size, type, permission).
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { count } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { blackList } from '../../server/resources/tables/black-list';
import { formatValidation } from '../../server/from-client';
import { bearer, formRequest, login, useTestApp } from './helpers/app';
import { databaseTargets } from './helpers/databases';
import { multipartRequest, type FilePart } from './helpers/multipart';
import { tokenWith } from './helpers/resource-api';

const csv = (text: string, filename = 'phones.csv', contentType = 'text/csv'): FilePart => ({
  filename,
  contentType,
  data: Buffer.from(text, 'utf8'),
});

async function xlsx(rows: unknown[][], extraSheet = false): Promise<FilePart> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Phones');
  for (const row of rows) sheet.addRow(row);
  if (extraSheet) workbook.addWorksheet('Other').addRow(['79000009999']);
  const data = Buffer.from(await workbook.xlsx.writeBuffer());
  return {
    filename: 'phones.xlsx',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    data,
  };
}

describe.each(databaseTargets)('blacklist import on $name', (target) => {
  const ctx = useTestApp(target); // the demo lists 79990000001, 79990000002, 74950000000

  const upload = async (file: FilePart | undefined, token?: string, locale = 'en') => {
    const auth = token ?? (await login(ctx.app, 'admin@demo.local'));
    return ctx.app.inject(
      multipartRequest('POST', '/api/black_list/import', file ? { file } : { other: 'x' }, {
        ...bearer(auth),
        'accept-language': locale,
      }),
    );
  };
  const listed = async () => Number((await ctx.db.select({ n: count() }).from(blackList))[0].n);

  it('imports a CSV with commas: the phone column by its header, counts added, duplicate and invalid', async () => {
    const text = [
      'name,phone,comment',
      'Ann,+7 (901) 111-22-33,vip',
      'Bob,8-901-111-22-34,',
      'Bob again,89011112234,', // repeated in the file
      'Demo,79990000001,', // already listed
      'Short,1234,', // 4 digits
      'Long,1234567890123456,', // 16 digits
      'Nobody,,', // no phone
      ',,',
      '',
    ].join('\r\n');
    const res = await upload(csv(text));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ added: 2, duplicate: 2, invalid: 3, total: 7 });
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/black_list/list?limit=50&phone=9011112',
      headers: bearer(await login(ctx.app, 'admin@demo.local')),
    });
    expect(
      list
        .json()
        .items.map((i: { phone: string }) => i.phone)
        .sort(),
    ).toEqual(['79011112233', '89011112234']);
  });

  it('imports a CSV with semicolons, quotes and no header; Windows-1251 headers are understood', async () => {
    const res = await upload(csv('"+7 901 222-33-44";"Иванов; Иван"\n79012223345;x\n79012223345;x\n'));
    expect(res.json()).toEqual({ added: 2, duplicate: 1, invalid: 0, total: 3 });

    const cp1251 = Buffer.from([
      ...Buffer.from('id;', 'latin1'),
      0xd2,
      0xe5,
      0xeb,
      0xe5,
      0xf4,
      0xee,
      0xed, // "Телефон" in Windows-1251
      ...Buffer.from('\r\n1;79013334455\r\n2;79013334456\r\n', 'latin1'),
    ]);
    const legacy = await upload({
      filename: 'old.csv',
      contentType: 'application/vnd.ms-excel',
      data: cp1251,
    });
    expect(legacy.json()).toEqual({ added: 2, duplicate: 0, invalid: 0, total: 2 });

    const bom = await upload(csv('\uFEFFТелефон,Имя\n79014445566,А\n'));
    expect(bom.json()).toEqual({ added: 1, duplicate: 0, invalid: 0, total: 1 });
  });

  it('imports the first worksheet of an XLSX built with exceljs (numbers, text, a header row)', async () => {
    const file = await xlsx(
      [
        ['Phone', 'Comment'],
        [79015556677, 'number cell'],
        ['+7 (901) 555-66-78', 'text cell'],
        ['79015556677', 'repeated'],
        ['79990000002', 'listed by the demo'],
        ['abc', 'invalid'],
        [null, 'no phone'],
      ],
      true,
    );
    const res = await upload(file);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ added: 2, duplicate: 2, invalid: 2, total: 6 });
  });

  it('imports 100,000 rows in one request, each phone once', async () => {
    const lines = ['phone'];
    for (let i = 0; i < 100_000; i++) lines.push(`7902${String(i).padStart(7, '0')}`);
    lines.push('79020000000', '79990000001', 'x'); // repeated, listed, invalid
    const before = await listed();
    const res = await upload(csv(lines.join('\n'), 'big.csv'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ added: 100_000, duplicate: 2, invalid: 1, total: 100_003 });
    expect(await listed()).toBe(before + 100_000);
    const again = await upload(csv(lines.join('\n'), 'big.csv'));
    expect(again.json()).toEqual({ added: 0, duplicate: 100_002, invalid: 1, total: 100_003 });
  }, 120_000);

  it('refuses a file that is neither CSV nor XLSX by content, an archive that is no workbook, and no file', async () => {
    for (const locale of ['en', 'ru'] as const) {
      const label = locale === 'en' ? 'File' : 'Файл';
      const wrongType = { file: formatValidation(locale, 'mimes', { field: label }) };
      const png = Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), Buffer.alloc(100)]);
      const spoofed = await upload(
        { filename: 'phones.csv', contentType: 'text/csv', data: png },
        undefined,
        locale,
      );
      expect(spoofed.statusCode).toBe(400);
      expect(spoofed.json().errors).toEqual(wrongType);
      const zip = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(200, 7)]);
      const notWorkbook = await upload(
        { filename: 'phones.xlsx', contentType: 'application/vnd.ms-excel', data: zip },
        undefined,
        locale,
      );
      expect(notWorkbook.statusCode, notWorkbook.body).toBe(400);
      expect(notWorkbook.json().errors).toEqual(wrongType);
      const none = await upload(undefined, undefined, locale);
      expect(none.statusCode).toBe(400);
      expect(none.json().errors).toEqual({ file: formatValidation(locale, 'required', { field: label }) });
    }
    const form = await ctx.app.inject(
      formRequest(
        'POST',
        '/api/black_list/import',
        { file: 'phones.csv' },
        bearer(await login(ctx.app, 'admin@demo.local')),
      ),
    );
    expect(form.statusCode).toBe(400);
  });

  it('refuses a file over 20 MB and keeps no temporary file', async () => {
    const big = csv(`phone\n${'79030000000\n'.repeat(2_000_000)}`); // 24 MB
    const res = await upload(big);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ file: 'The File size must be less than 20480 KB' });
    const tmp = path.join(ctx.dataDir, 'uploads', 'tmp');
    expect(existsSync(tmp) ? readdirSync(tmp) : []).toEqual([]);
    expect((await upload(csv('phone\n79030000001\n'))).json().added).toBe(1);
    expect(existsSync(tmp) ? readdirSync(tmp) : []).toEqual([]);
  });

  it('needs blackList.import', async () => {
    expect((await ctx.app.inject({ method: 'POST', url: '/api/black_list/import' })).statusCode).toBe(401);
    const without = await tokenWith(ctx, ['blackList.list', 'blackList.add', 'blackList.delete']);
    expect((await upload(csv('79040000000'), without)).statusCode).toBe(403);
    const only = await tokenWith(ctx, ['blackList.import']);
    expect((await upload(csv('79040000000'), only)).json()).toEqual({
      added: 1,
      duplicate: 0,
      invalid: 0,
      total: 1,
    });
    const operator = await login(ctx.app, 'operator@demo.local');
    expect((await upload(csv('79040000001'), operator)).statusCode).toBe(403);
  });
});
