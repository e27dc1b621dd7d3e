// The file manager (upload, list, download, rename, delete, each behind its fileManager key) and the disk
// space figures of GET /api/balance/get_disk_space.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { managedFiles } from '../../server/files/table';
import type { PermissionKey } from '../../server/from-client';
import { bearer, formRequest, login, useTestApp } from './helpers/app';
import { databaseTargets } from './helpers/databases';
import { multipartRequest, type FilePart } from './helpers/multipart';
import { tokenWith } from './helpers/resource-api';

const file = (
  filename: string,
  data: string | Buffer,
  contentType = 'application/octet-stream',
): FilePart => ({
  filename,
  contentType,
  data: Buffer.isBuffer(data) ? data : Buffer.from(data),
});

describe.each(databaseTargets)('file manager on $name', (target) => {
  const ctx = useTestApp(target);
  const dir = () => path.join(ctx.dataDir, 'uploads', 'fileManager');
  const onDisk = () => (existsSync(dir()) ? readdirSync(dir()) : []);

  async function as(keys: readonly PermissionKey[] | 'admin') {
    const token = keys === 'admin' ? await login(ctx.app, 'admin@demo.local') : await tokenWith(ctx, keys);
    const headers = { ...bearer(token), 'accept-language': 'en' };
    return {
      upload: (f: FilePart | undefined) =>
        ctx.app.inject(multipartRequest('POST', '/api/file_manager/upload', f ? { file: f } : {}, headers)),
      list: (query = '') =>
        ctx.app.inject({ method: 'GET', url: `/api/file_manager/list?${query}`, headers }),
      download: (id: number) =>
        ctx.app.inject({ method: 'GET', url: `/api/file_manager/download/${id}`, headers }),
      rename: (id: number, name: string) =>
        ctx.app.inject(formRequest('PUT', `/api/file_manager/update/${id}`, { name }, headers)),
      remove: (id: number) =>
        ctx.app.inject({ method: 'DELETE', url: `/api/file_manager/delete/${id}`, headers }),
      disk: () => ctx.app.inject({ method: 'GET', url: '/api/balance/get_disk_space', headers }),
    };
  }

  it('uploads any type under a generated name, keeps the original name, lists, downloads, renames, deletes', async () => {
    const api = await as('admin');
    const pdf = file('Отчёт за май.pdf', '%PDF-1.4\n% report\n', 'application/pdf');
    const created = await api.upload(pdf);
    expect(created.statusCode, created.body).toBe(201);
    const row = created.json();
    expect(row).toEqual({
      id: expect.any(Number),
      name: 'Отчёт за май.pdf',
      size: pdf.data.length,
      content_type: 'application/pdf',
      created_at: expect.any(String),
      updated_at: expect.any(String),
      url: `/api/file_manager/download/${row.id}`,
    });
    const [stored] = await ctx.db.select().from(managedFiles).where(eq(managedFiles.id, row.id));
    expect(stored.stored).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect(readFileSync(path.join(dir(), stored.stored))).toEqual(pdf.data);

    const got = await api.download(row.id);
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload).toEqual(pdf.data);
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.headers['content-disposition']).toMatch(
      /^attachment; filename="[^"]+\.pdf"; filename\*=UTF-8''/,
    );
    expect(got.headers['content-disposition']).toContain(encodeURIComponent('Отчёт за май.pdf'));

    const renamed = await api.rename(row.id, '  May report.pdf ');
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ id: row.id, name: 'May report.pdf' });
    expect((await api.download(row.id)).headers['content-disposition']).toContain(
      'filename="May report.pdf"',
    );
    expect(readFileSync(path.join(dir(), stored.stored))).toEqual(pdf.data); // renaming never moves the file

    expect((await api.remove(row.id)).statusCode).toBe(204);
    expect(existsSync(path.join(dir(), stored.stored))).toBe(false);
    expect((await api.download(row.id)).statusCode).toBe(404);
    expect((await api.remove(row.id)).statusCode).toBe(404);
    expect((await api.rename(row.id, 'x')).statusCode).toBe(404);
  });

  it('never trusts the client: harmful claimed types become octet-stream, names with paths are cleaned', async () => {
    const api = await as('admin');
    const html = await api.upload(file('../../../index.html', '<script>alert(1)</script>', 'text/html'));
    expect(html.statusCode).toBe(201);
    expect(html.json()).toMatchObject({ name: 'index.html', content_type: 'text/plain' });
    const svg = await api.upload(file('x.svg', Buffer.from([0, 1, 2, 3]), 'image/svg+xml'));
    expect(svg.json().content_type).toBe('application/octet-stream');
    const csv = await api.upload(file('a.csv', 'a,b\n1,2\n', 'text/csv'));
    expect(csv.json().content_type).toBe('text/csv');
    const zip = await api.upload(file('book.xlsx', Buffer.from('PK\x03\x04rest', 'latin1'), 'image/png'));
    expect(zip.json().content_type).toBe('application/zip'); // the content wins over the claim
    const empty = await api.upload(file('empty.bin', Buffer.alloc(0)));
    expect(empty.json()).toMatchObject({ name: 'empty.bin', size: 0 });
    for (const name of onDisk()) expect(name).toMatch(/^[0-9a-f-]{36}(\.[a-z]+)?$/);
    expect(existsSync(path.join(ctx.dataDir, 'index.html'))).toBe(false);
    const got = await api.download(html.json().id);
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.headers['content-disposition']).toMatch(/^attachment/);
  });

  it('pages, sorts by name, size and date, filters by name', async () => {
    const api = await as('admin');
    for (const [name, size] of [
      ['beta.txt', 30],
      ['Alpha.txt', 10],
      ['gamma_1%.txt', 20],
    ] as const)
      expect((await api.upload(file(name, 'x'.repeat(size), 'text/plain'))).statusCode).toBe(201);
    const names = async (query: string) => {
      const res = await api.list(query);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().items.map((i: { name: string }) => i.name);
    };
    expect(await names('sort=name&order=asc')).toEqual(['Alpha.txt', 'beta.txt', 'gamma_1%.txt']);
    expect(await names('sort=size&order=desc')).toEqual(['beta.txt', 'gamma_1%.txt', 'Alpha.txt']);
    expect(await names('')).toEqual(['gamma_1%.txt', 'Alpha.txt', 'beta.txt']); // newest first
    expect(await names('sort=created_at&order=asc')).toEqual(['beta.txt', 'Alpha.txt', 'gamma_1%.txt']);
    expect(await names('name=ALPHA')).toEqual(['Alpha.txt']);
    expect(await names('name=%25')).toEqual(['gamma_1%.txt']); // % matches itself
    expect(await names('name=')).toHaveLength(3);
    const page = (await api.list('limit=2&page=2&sort=name')).json();
    expect(page).toMatchObject({ totalCount: 3, page: 2, limit: 2, pageCount: 2 });
    expect(page.items.map((i: { name: string }) => i.name)).toEqual(['gamma_1%.txt']);
    for (const bad of ['limit=501', 'page=0', 'sort=stored', 'order=up', 'limit=abc'])
      expect((await api.list(bad)).statusCode, bad).toBe(400);
  });

  it('checks the file and the new name', async () => {
    const api = await as('admin');
    const missing = await api.upload(undefined);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ file: 'The File field is required' });
    const row = (await api.upload(file('a.txt', 'a', 'text/plain'))).json();
    for (const [name, rule] of [
      ['', 'The Name field is required'],
      ['   ', 'The Name field is required'],
      ['../x.txt', 'The Name field format is invalid'],
      ['a\\b', 'The Name field format is invalid'],
      ['tab\there', 'The Name field format is invalid'],
      ['x'.repeat(256), 'The Name field may not be greater than 255 characters'],
    ]) {
      const res = await api.rename(row.id, name);
      expect(res.statusCode, name).toBe(400);
      expect(res.json().errors).toEqual({ name: rule });
    }
    for (const bad of ['abc', '0', '99999999999'])
      expect([400, 404]).toContain((await api.download(bad as unknown as number)).statusCode);
  });

  it('needs its key on every route', async () => {
    const admin = await as('admin');
    const id = (await admin.upload(file('a.txt', 'a', 'text/plain'))).json().id as number;
    const routes: [
      PermissionKey,
      (api: Awaited<ReturnType<typeof as>>) => Promise<{ statusCode: number }>,
    ][] = [
      ['fileManager.list', (api) => api.list()],
      ['fileManager.list', (api) => api.disk()],
      ['fileManager.create', (api) => api.upload(file('b.txt', 'b', 'text/plain'))],
      ['fileManager.download', (api) => api.download(id)],
      ['fileManager.update', (api) => api.rename(id, 'c.txt')],
      ['fileManager.delete', (api) => api.remove(id)],
    ];
    const others: PermissionKey[] = ['fileManager.list', 'fileManager.create', 'fileManager.update'];
    for (const [key, call] of routes) {
      const without = await as(
        [...others, 'fileManager.download', 'fileManager.delete'].filter((k) => k !== key) as PermissionKey[],
      );
      expect((await call(without)).statusCode, `without ${key}`).toBe(403);
      const only = await as([key]);
      expect([200, 201, 204], `with ${key}`).toContain((await call(only)).statusCode);
    }
    for (const url of [
      '/api/file_manager/list',
      '/api/balance/get_disk_space',
      `/api/file_manager/download/${id}`,
    ])
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const operator = bearer(await login(ctx.app, 'operator@demo.local'));
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/file_manager/list', headers: operator })).statusCode,
    ).toBe(403);
  });

  it('answers the disk space of DATA_DIR: bytes, a percentage and free GiB', async () => {
    const res = await (await as(['fileManager.list'])).disk();
    expect(res.statusCode).toBe(200);
    const d = res.json();
    expect(Object.keys(d).sort()).toEqual(['avail', 'free', 'size', 'use_percent', 'used']);
    for (const key of ['size', 'used', 'avail'])
      expect(Number.isInteger(d[key]) && d[key] >= 0, key).toBe(true);
    expect(d.size).toBeGreaterThan(0);
    expect(d.used + d.avail).toBeLessThanOrEqual(d.size);
    expect(d.use_percent).toBeGreaterThanOrEqual(0);
    expect(d.use_percent).toBeLessThanOrEqual(100);
    expect(d.free).toBeCloseTo(d.avail / 1024 ** 3, 1);
  });
});
