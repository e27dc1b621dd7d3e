// Sample values for any declared field, generated from its type and bounds, and what the API answers for
// them (trimmed, phones as digits, arrays without duplicates, passwords never).
import { expect } from 'vitest';
import { makeWav } from '../../../server/seed/wav';
import type { FieldDeclaration, ResourceDeclaration, TextFormatName } from '../../../server/from-client';
import { isFilePart, type FilePart } from './multipart';

/** Ids of existing rows of each referenced resource (the demo seed provides them). */
export type RefIds = Record<string, number[]>;

const clamp = (n: number, f: FieldDeclaration) => Math.min(f.max ?? n, Math.max(f.min ?? n, n));
const fit = (text: string, f: FieldDeclaration) => text.slice(0, f.max ?? 255).padEnd(f.min ?? 0, 'x');
const pick = <T>(list: readonly T[], n: number) => list[(n - 1) % list.length];

/** Values of the JSON fields edited by a hand-written widget (`form.widget`), in their stored shape: the
 * server checks them item by item. Card labels come without ids (the server gives them); transfer phones
 * with theirs (kept). */
const WIDGET_SAMPLES: Record<string, (n: number) => unknown> = {
  cardLabels: (n) => [
    { value: `Company ${n}`, value_type: 'text', required_value: n % 2 === 1, show_field: true, options: [] },
    {
      value: `Interest ${n}`,
      value_type: 'list',
      required_value: false,
      show_field: true,
      options: [{ name: `Low ${n}` }, { name: `High ${n}` }],
    },
  ],
  kpiOptions: (n) => ({ min_call_length: 30 * n }),
  projectQueue: () => 'campaign_1', // the demo project's queue (the seed's first project)
  transferPhones: (n) => [
    { id: 1, name_phone: `Senior ${n}`, phone: `100${n}`, trunk: '', is_sip_trunk: false, moh_class: '' },
    {
      id: 2,
      name_phone: `Line ${n}`,
      phone: `+7495000000${n}`,
      trunk: 't',
      is_sip_trunk: false,
      moh_class: 'x',
    },
  ],
};

/** Values of the text formats (`format` of a string field, src/resources/text-formats.ts); variants sort by n. */
const FORMAT_SAMPLES: Record<TextFormatName, (n: number) => string> = {
  host: (n) => `sample-${n}.example.com`,
  digits: (n) => `7495000000${n}`,
  timeZone: (n) => pick(['America/Chicago', 'Asia/Tokyo', 'Europe/Moscow', 'Pacific/Auckland'], n),
};

/** What the API shows for a widget's sample: server-given ids are any number. */
const WIDGET_SHOWN: Record<string, (value: unknown) => unknown> = {
  cardLabels: (value) =>
    (value as { options: object[] }[]).map((label) => ({
      ...label,
      id: expect.any(Number),
      options: label.options.map((o) => ({ ...o, id: expect.any(Number) })),
    })),
};

/** Bytes of each kind a `file` field may accept, recognised by their content, and the type the server
 * reports for them. Variant n differs in length (and in name: `sample-n.<ext>`). */
const FILE_KINDS: { accepts: RegExp; ext: string; type: string; data: (n: number) => Buffer }[] = [
  {
    accepts: /^audio\//,
    ext: 'wav',
    type: 'audio/wav',
    data: (n) => makeWav({ seconds: 0.05 * n, rate: 8000 }),
  },
  {
    accepts: /^image\/png$/,
    ext: 'png',
    type: 'image/png',
    data: (n) => Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), Buffer.alloc(16 * n, n)]),
  },
  {
    accepts: /^application\/pdf$/,
    ext: 'pdf',
    type: 'application/pdf',
    data: (n) => Buffer.from(`%PDF-1.4\n% sample ${n}\n${'x'.repeat(n * 10)}\n%%EOF\n`),
  },
  {
    accepts: /^text\//,
    ext: 'txt',
    type: 'text/plain',
    data: (n) => Buffer.from(`Sample file ${n}\n`.repeat(n)),
  },
];

const fileKind = (f: FieldDeclaration) =>
  FILE_KINDS.find((k) => !f.file?.accept.length || f.file.accept.some((a) => k.accepts.test(a))) ??
  FILE_KINDS[3];

/** A file a `file` field accepts (by content), as a browser's form would send it. */
export function sampleFile(f: FieldDeclaration, n: number): FilePart {
  const kind = fileKind(f);
  return { filename: `sample-${n}.${kind.ext}`, contentType: kind.type, data: kind.data(n) };
}

/** How the API shows a sent file: `{ name, url, size, content_type }`. */
export const shownFile = (file: FilePart) => ({
  name: file.filename,
  size: file.data.length,
  content_type: FILE_KINDS.find((k) => k.type === file.contentType)?.type ?? file.contentType,
  url: expect.stringMatching(/^\/api\/[\w-]+\/file\/\d+\/\w+$/),
});

/** Variant n (1, 2, 3...) of a value; variants of text, numbers and enums differ and sort by n. */
export function sampleValue(f: FieldDeclaration, n: number, refs: RefIds): unknown {
  const options = f.options ?? [];
  const widget = f.form?.widget && WIDGET_SAMPLES[f.form.widget];
  if (widget) return widget(n);
  if (f.type === 'string' && f.format) return FORMAT_SAMPLES[f.format](n);
  switch (f.type) {
    case 'string':
      return fit(`Образец ${n} Sample`, f);
    case 'text':
      return fit(`Line one\nLine ${n}`, f);
    case 'html':
      return `<p>Sample ${n}</p>`;
    case 'password':
      return fit(`Secret-${n}-pass`, f);
    case 'email':
      return `sample${n}@example.com`;
    case 'phone':
      return `+7 (900) 000-00-0${n}`;
    case 'url':
      return `https://example.com/${n}`;
    case 'integer':
      return clamp((f.min ?? 0) + n, f);
    case 'number':
      return clamp((f.min ?? 0) + n + 0.5, f);
    case 'boolean':
      return n % 2 === 1;
    case 'enum':
    case 'color':
      return pick(options, n + 1); // never the usual default, the first option
    case 'enumMulti':
      return [...new Set([options[0], pick(options, n + 1)])];
    case 'reference':
      return pick(refs[f.reference!.resource], n);
    case 'referenceMulti':
      return refs[f.reference!.resource].slice(0, 2);
    case 'json':
      return { n, nested: { list: [1, 'two'] } };
    case 'time':
      return `0${n}:30`;
    case 'date':
      return `2024-01-0${n}`;
    case 'datetime':
      return `2024-01-0${n}T10:00:00.000Z`;
    case 'file':
      return sampleFile(f, n);
  }
}

export const writable = (r: ResourceDeclaration) => r.fields.filter((f) => !f.readOnly);

export const sampleRecord = (r: ResourceDeclaration, n: number, refs: RefIds) =>
  Object.fromEntries(writable(r).map((f) => [f.name, sampleValue(f, n, refs)]));

/** What the API shows for a sent value (undefined: the field is never shown). */
export function shown(f: FieldDeclaration, value: unknown): unknown {
  if (f.type === 'password') return undefined;
  if (f.type === 'file') return isFilePart(value) ? shownFile(value) : null;
  const widget = f.form?.widget && WIDGET_SHOWN[f.form.widget];
  if (widget && value !== undefined && value !== null) return widget(value);
  if (f.type === 'phone') return String(value).replace(/\D/g, '');
  if (Array.isArray(value)) return [...new Set(value)];
  if (typeof value === 'string' && !['text', 'html', 'json'].includes(f.type)) return value.trim();
  return value;
}

export function shownRecord(r: ResourceDeclaration, record: Record<string, unknown>) {
  const out: Record<string, unknown> = {};
  for (const f of writable(r)) {
    const value = shown(f, record[f.name]);
    if (f.name in record && value !== undefined) out[f.name] = value;
  }
  return out;
}

/** A form's fields: a file makes the request multipart (resource-api.ts). */
export type Fields = Record<string, string | string[] | FilePart>;

/** A record as a form sends it: strings, arrays as repeated keys, objects as JSON, files as files. */
export function formOf(record: Record<string, unknown>): Fields {
  const out: Fields = {};
  for (const [key, value] of Object.entries(record)) {
    if (isFilePart(value)) out[key] = value;
    else if (Array.isArray(value) && value.some((v) => v !== null && typeof v === 'object'))
      out[key] = JSON.stringify(value); // a JSON list (card labels...), never repeated keys
    else if (Array.isArray(value)) out[key] = value.map(String);
    else if (value !== null && typeof value === 'object') out[key] = JSON.stringify(value);
    else if (value !== undefined && value !== null) out[key] = String(value);
  }
  return out;
}
