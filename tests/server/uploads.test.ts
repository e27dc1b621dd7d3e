// `file` fields of the generated resources, through music on hold (audio: MP3, WAV, Ogg up to 20 MB) and the
// test-only widget (an optional PNG/PDF attachment, with copy): content sniffing, streamed size limits,
// storage under generated names, replacement and removal, the download route, and multipart refused where
// no route expects it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mohs } from '../../server/resources/tables/moh';
import { makeWav } from '../../server/seed/wav';
import { formatValidation, PERMISSION_KEYS, RESOURCES } from '../../server/from-client';
import { bearer, formRequest, login, useTestApp } from './helpers/app';
import { databaseTargets } from './helpers/databases';
import { multipart, multipartRequest, type FilePart, type MultipartFields } from './helpers/multipart';
import { resourceApi, tokenWith } from './helpers/resource-api';
import { CREATE_WIDGETS, widget, WIDGET_RESOURCES, widgets } from './helpers/widget';

const moh = RESOURCES.find((r) => r.name === 'moh')!;

const wav = (name = 'hold.wav', seconds = 0.2): FilePart => ({
  filename: name,
  contentType: 'audio/wav',
  data: makeWav({ seconds }),
});
const mp3: FilePart = {
  filename: 'song.mp3',
  contentType: 'audio/mpeg',
  data: Buffer.concat([Buffer.from('ID3\x04\x00\x00\x00\x00\x00\x00', 'latin1'), Buffer.alloc(600, 0x55)]),
};
const mp3Frames: FilePart = {
  filename: 'frames.mp3',
  contentType: 'application/octet-stream', // the browser did not know: the content decides
  data: Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(400)]),
};
const ogg: FilePart = {
  filename: 'tone.ogg',
  contentType: 'audio/ogg',
  data: Buffer.concat([Buffer.from('OggS\x00\x02', 'latin1'), Buffer.alloc(300, 1)]),
};
const png: FilePart = {
  filename: 'picture.png',
  contentType: 'image/png',
  data: Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), Buffer.alloc(64, 2)]),
};

describe.each(databaseTargets)('file fields on $name', (target) => {
  const ctx = useTestApp(target, { resources: WIDGET_RESOURCES });
  beforeAll(() => ctx.db.execute(CREATE_WIDGETS));

  const mohDir = () => path.join(ctx.dataDir, 'uploads', 'moh');
  const stored = () => (existsSync(mohDir()) ? readdirSync(mohDir()).sort() : []);
  const storedOf = async (id: number) =>
    (await ctx.db.select().from(mohs).where(eq(mohs.id, id)))[0].audio as { stored: string };

  async function setup(locale = 'en') {
    const token = await login(ctx.app, 'admin@demo.local');
    const api = resourceApi(ctx, moh, token, locale);
    const create = (fields: MultipartFields) =>
      api.send(multipartRequest('POST', `${api.base}/create`, fields));
    const update = (id: number, fields: MultipartFields) =>
      api.send(multipartRequest('PUT', `${api.base}/update/${id}`, fields));
    return { token, api, create, update };
  }

  it('stores MP3, WAV and Ogg files under generated names and shows { name, url, size, content_type }', async () => {
    const { create } = await setup();
    const before = stored();
    for (const [file, type] of [
      [wav(), 'audio/wav'],
      [mp3, 'audio/mpeg'],
      [mp3Frames, 'audio/mpeg'],
      [ogg, 'audio/ogg'],
    ] as const) {
      const res = await create({ title: `Music ${file.filename}`, type: 'queue', audio: file });
      expect(res.statusCode, res.body).toBe(201);
      const row = res.json();
      expect(row.audio).toEqual({
        name: file.filename,
        url: `/api/moh/file/${row.id}/audio`,
        size: file.data.length,
        content_type: type,
      });
      const { stored: name } = await storedOf(row.id);
      expect(name).toMatch(/^[0-9a-f-]{36}\.(wav|mp3|ogg)$/);
      expect(name).not.toContain(file.filename);
      expect(readFileSync(path.join(mohDir(), name))).toEqual(file.data);
    }
    expect(stored().length).toBe(before.length + 4);
  });

  it('refuses a file whose content is not audio, whatever the client declares, and keeps nothing', async () => {
    for (const locale of ['en', 'ru'] as const) {
      const { create } = await setup(locale);
      const before = stored();
      const spoofed: FilePart[] = [
        { ...png, contentType: 'audio/mpeg', filename: 'fake.mp3' },
        {
          filename: 'page.wav',
          contentType: 'audio/wav',
          data: Buffer.from('<html><script>alert(1)</script></html>'),
        },
        {
          filename: 'aac.mp3',
          contentType: 'audio/mpeg',
          data: Buffer.from([0xff, 0xf1, 0x50, 0x80, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
        },
        { filename: 'empty.wav', contentType: 'audio/wav', data: Buffer.alloc(0) },
      ];
      for (const file of spoofed) {
        const res = await create({ title: 'Spoofed', type: 'queue', audio: file });
        expect(res.statusCode, `${file.filename}: ${res.body}`).toBe(400);
        expect(res.json().errors).toEqual({
          audio: formatValidation(locale, 'mimes', { field: moh.fields[2].label[locale] }),
        });
      }
      expect(stored()).toEqual(before);
    }
  });

  it('refuses an oversized file while streaming it, with the size message, and keeps nothing', async () => {
    const { token, create } = await setup();
    const before = stored();
    const limit = 20 * 1024 * 1024;
    const big = { ...wav('big.wav'), data: Buffer.concat([makeWav({ seconds: 0.1 }), Buffer.alloc(limit)]) };
    const res = await create({ title: 'Too big', type: 'queue', audio: big });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ audio: 'The Audio file size must be less than 20480 KB' });
    expect(stored()).toEqual(before);

    // 60 MB arrive as a stream: read through and dropped past the limit, never held whole.
    const { contentType } = multipart({ title: 'Streamed' });
    const boundary = contentType.split('boundary=')[1];
    const headerPart = `--${boundary}\r\nContent-Disposition: form-data; name="audio"; filename="huge.wav"\r\nContent-Type: audio/wav\r\n\r\n`;
    async function* body() {
      yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nStreamed\r\n`);
      yield Buffer.from(headerPart);
      yield makeWav({ seconds: 0.1 });
      const chunk = Buffer.alloc(1024 * 1024);
      for (let i = 0; i < 60; i++) yield chunk;
      yield Buffer.from(`\r\n--${boundary}--\r\n`);
    }
    const streamed = await ctx.app.inject({
      method: 'POST',
      url: '/api/moh/create',
      payload: Readable.from(body()),
      headers: { ...bearer(token), 'content-type': contentType, 'accept-language': 'en' },
    });
    expect(streamed.statusCode, streamed.body).toBe(400);
    expect(streamed.json().errors.audio).toMatch(/20480 KB/);
    expect(stored()).toEqual(before);
  });

  it('names a missing file as required (no part, an empty value, a file input left empty) in en and ru', async () => {
    for (const locale of ['en', 'ru'] as const) {
      const { create, api } = await setup(locale);
      const required = {
        audio: formatValidation(locale, 'required', { field: moh.fields[2].label[locale] }),
      };
      const cases: MultipartFields[] = [
        { title: 'No file', type: 'queue' },
        { title: 'No file', type: 'queue', audio: '' },
        {
          title: 'No file',
          type: 'queue',
          audio: { filename: '', contentType: 'application/octet-stream', data: Buffer.alloc(0) },
        },
      ];
      for (const fields of cases) {
        const res = await create(fields);
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().errors).toEqual(required);
      }
      const form = await api.create({ title: 'Form', type: 'queue' });
      expect(form.json().errors).toEqual(required);
      // Anything but a file in a file field: "must be a valid file", never stored.
      const forged = await api.createJson({
        title: 'JSON',
        type: 'queue',
        audio: { stored: '../../etc/passwd' },
      });
      expect(forged.statusCode).toBe(400);
      expect(forged.json().errors).toEqual({
        audio: formatValidation(locale, 'ext', { field: moh.fields[2].label[locale] }),
      });
      expect((await api.create({ title: 'Text', type: 'queue', audio: 'hold.wav' })).statusCode).toBe(400);
    }
  });

  it('replaces a file (the old one removed), keeps it on other changes, removes it with the row', async () => {
    const { create, update, api } = await setup();
    const row = (await create({ title: 'Replace me', type: 'queue', audio: wav('first.wav') })).json();
    const first = (await storedOf(row.id)).stored;
    expect(existsSync(path.join(mohDir(), first))).toBe(true);

    const renamed = await update(row.id, { title: 'Renamed' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ title: 'Renamed', audio: { name: 'first.wav' } });
    const formUpdate = await api.update(row.id, { type: 'transfer', audio: '' }); // required: empty = unchanged
    expect(formUpdate.json()).toMatchObject({ type: 'transfer', audio: { name: 'first.wav' } });
    expect((await storedOf(row.id)).stored).toBe(first);

    const replaced = await update(row.id, { audio: ogg });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().audio).toMatchObject({
      name: 'tone.ogg',
      content_type: 'audio/ogg',
      size: ogg.data.length,
    });
    const second = (await storedOf(row.id)).stored;
    expect(second).not.toBe(first);
    expect(existsSync(path.join(mohDir(), first))).toBe(false);
    expect(existsSync(path.join(mohDir(), second))).toBe(true);

    // A refused replacement leaves the current file alone.
    expect((await update(row.id, { audio: png })).statusCode).toBe(400);
    expect(existsSync(path.join(mohDir(), second))).toBe(true);

    expect((await api.remove(row.id)).statusCode).toBe(204);
    expect(existsSync(path.join(mohDir(), second))).toBe(false);
  });

  it('keeps names with paths, dots and control characters harmless: shown cleaned, never used on disk', async () => {
    const { create } = await setup();
    const before = stored();
    const names: [string, string][] = [
      ['../../../../etc/passwd.wav', 'passwd.wav'],
      ['..\\..\\windows\\evil.wav', 'evil.wav'],
      ['..', 'file'],
      ['/abs/olute.wav', 'olute.wav'],
      ['bell\u0007\u202ename.wav', 'bellname.wav'],
      ['Мелодия ожидания.wav', 'Мелодия ожидания.wav'],
    ];
    for (const [name, shownName] of names) {
      const res = await create({ title: 'Path', type: 'queue', audio: wav(name) });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().audio.name).toBe(shownName);
    }
    const added = stored().filter((n) => !before.includes(n));
    expect(added).toHaveLength(names.length);
    for (const n of added) expect(n).toMatch(/^[0-9a-f-]{36}\.wav$/);
    expect(existsSync(path.join(ctx.dataDir, 'etc'))).toBe(false);
    expect(readdirSync(path.join(ctx.dataDir, 'uploads')).sort()).not.toContain('..');
  });

  it('serves the file to whoever may list music on hold: type, disposition with the name, ranges', async () => {
    const { create, token } = await setup();
    const file = wav("Мелодия's 1.wav", 0.3);
    const row = (await create({ title: 'Download', type: 'queue', audio: file })).json();
    const url = row.audio.url as string;

    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    for (const keys of [['settings.list'], ['moh.list']] as const) {
      const denied = await ctx.app.inject({
        method: 'GET',
        url,
        headers: bearer(await tokenWith(ctx, keys)),
      });
      expect(denied.statusCode, keys.join()).toBe(403);
    }
    const reader = bearer(await tokenWith(ctx, ['settings.list', 'moh.list']));
    const res = await ctx.app.inject({ method: 'GET', url, headers: reader });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload).toEqual(file.data);
    expect(res.headers['content-type']).toBe('audio/wav');
    expect(res.headers['content-length']).toBe(String(file.data.length));
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="_______'s 1.wav"; filename*=UTF-8''${encodeURIComponent('Мелодия').replace(/'/g, '%27')}%27s%201.wav`,
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['accept-ranges']).toBe('bytes');

    const part = await ctx.app.inject({ method: 'GET', url, headers: { ...reader, range: 'bytes=10-19' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-19/${file.data.length}`);
    expect(part.rawPayload).toEqual(file.data.subarray(10, 20));
    const tail = await ctx.app.inject({ method: 'GET', url, headers: { ...reader, range: 'bytes=-4' } });
    expect(tail.rawPayload).toEqual(file.data.subarray(-4));
    const beyond = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { ...reader, range: 'bytes=999999-' },
    });
    expect(beyond.statusCode).toBe(416);

    const attachment = await ctx.app.inject({ method: 'GET', url: `${url}?download=1`, headers: reader });
    expect(attachment.headers['content-disposition']).toMatch(/^attachment; /);

    for (const bad of [
      '/api/moh/file/999999/audio',
      `/api/moh/file/${row.id}/title`,
      '/api/moh/file/abc/audio',
    ]) {
      const miss = await ctx.app.inject({
        method: 'GET',
        url: bad,
        headers: { authorization: `Bearer ${token}` },
      });
      expect([400, 404], bad).toContain(miss.statusCode);
    }
  });

  it('ignores files for unknown fields and refuses two files for one field', async () => {
    const { create } = await setup();
    const before = stored();
    const extra = await create({ title: 'Extra', type: 'queue', audio: wav(), other: png });
    expect(extra.statusCode, extra.body).toBe(201);
    expect(stored().length).toBe(before.length + 1);
    const twice = await create({ title: 'Twice', type: 'queue', audio: [wav('a.wav'), wav('b.wav')] });
    expect(twice.statusCode).toBe(400);
    expect(Object.keys(twice.json().errors)).toEqual(['audio']);
    expect(stored().length).toBe(before.length + 1);
  });

  it('answers 415 (never 500) to multipart sent where no route expects it', async () => {
    const { token } = await setup();
    const cases = [
      ['POST', '/api/login_check'],
      ['POST', '/api/tag/create'],
      ['PUT', '/api/user/set/offset_timestamp'],
      ['PUT', '/api/sovcom/settings'],
      ['DELETE', '/api/moh/delete/1'],
    ] as const;
    for (const [method, url] of cases) {
      const fields = { title: 'x', email: 'a@b.c', password: 'p', file: png };
      const res = await ctx.app.inject(multipartRequest(method as 'POST', url, fields, bearer(token)));
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(415);
      expect(res.json().code).toBe('unsupported_media_type');
    }
    // A broken multipart body on a route that reads multipart is a 4xx too.
    const broken = await ctx.app.inject({
      method: 'POST',
      url: '/api/moh/create',
      payload: '--xyz\r\nContent-Disposition: form-data; name="title"\r\n\r\nunterminated',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz', ...bearer(token) },
    });
    expect(broken.statusCode).toBeGreaterThanOrEqual(400);
    expect(broken.statusCode).toBeLessThan(500);
  });

  it('copies a record with its own copy of the file; an optional file is cleared by an empty value', async () => {
    const token = await tokenWith(ctx, PERMISSION_KEYS);
    const api = resourceApi(ctx, widget, token);
    const dir = path.join(ctx.dataDir, 'uploads', 'widget');
    const storedName = async (id: number) =>
      (
        (await ctx.db.select().from(widgets).where(eq(widgets.id, id)))[0].attachment as {
          stored: string;
        } | null
      )?.stored;
    const source = await api.create({ title: 'With file', attachment: png });
    expect(source.statusCode, source.body).toBe(201);
    const copy = await api.copy(source.json().id);
    expect(copy.statusCode, copy.body).toBe(201);
    expect(copy.json().attachment).toMatchObject({ name: 'picture.png', size: png.data.length });
    const [a, b] = [await storedName(source.json().id), await storedName(copy.json().id)];
    expect(a).not.toBe(b);
    expect(readFileSync(path.join(dir, b!))).toEqual(png.data);

    expect((await api.remove(source.json().id)).statusCode).toBe(204);
    expect(existsSync(path.join(dir, a!))).toBe(false);
    expect(existsSync(path.join(dir, b!))).toBe(true);

    const cleared = await api.update(copy.json().id, { attachment: '' });
    expect(cleared.json().attachment).toBeNull();
    expect(existsSync(path.join(dir, b!))).toBe(false);
    expect((await api.list('attachment=PICTURE')).json().items).toEqual([]);
  });

  it('refuses the form of a forged stored name in JSON, and an oversized optional file', async () => {
    const token = await tokenWith(ctx, PERMISSION_KEYS);
    const api = resourceApi(ctx, widget, token);
    const big = { ...png, data: Buffer.concat([png.data, Buffer.alloc(64 * 1024)]) };
    const res = await api.create({ title: 'Big', attachment: big });
    expect(res.json().errors).toEqual({ attachment: 'The Attachment size must be less than 64 KB' });
    const json = await api.createJson({ title: 'Forged', attachment: { name: 'x', stored: 'x', size: 1 } });
    expect(json.statusCode).toBe(400);
    const form = await ctx.app.inject(
      formRequest('POST', '/api/widget/create', { title: 'Plain' }, { authorization: `Bearer ${token}` }),
    );
    expect(form.statusCode).toBe(201);
    expect(form.json().attachment).toBeNull();
  });
});
