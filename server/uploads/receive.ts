// Reading a multipart/form-data request: text fields are collected (repeated keys become arrays, like a
// form), each expected file is streamed to disk under a generated name while its size is counted and its
// first bytes are sniffed. Nothing is held in memory beyond one chunk and the sniffed head, and nothing is
// written beyond a file's limit: a file over its limit, of a type its field does not accept, or a second file
// for the same field is refused with the dictionary's `size`, `mimes` or `included` message (400), after the
// rest of the request has been read (busboy discards what is over the largest limit without buffering it).
//
// Files written for a request are removed when the request ends unless the handler commits them
// (commitUploads), so a failed validation, a failed insert or a refused file leaves nothing behind.
import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { type Text, type ValidationRule } from '../from-client';
import { HttpError, invalidFields, type FieldMessage, fieldProblem } from '../http/errors';
import { acceptedType, SNIFF_BYTES, sniff } from './sniff';
import { displayName, generatedName, type StoredFile } from './storage';

export interface FileRule {
  maxBytes: number;
  /** Accepted content types, checked against the sniffed type; empty = any type. */
  accept: readonly string[];
}

/** A file written to disk for the current request. */
export class Upload {
  committed = false;
  constructor(
    readonly field: string,
    readonly dir: string,
    readonly file: StoredFile,
    /** The content type the client declared (only a hint: `file.content_type` is the sniffed one). */
    readonly claimedType = '',
  ) {}

  get path() {
    return path.join(this.dir, this.file.stored);
  }
}

export interface Received {
  /** Text fields: one value, or an array for a repeated key. */
  fields: Record<string, unknown>;
  uploads: Map<string, Upload>;
}

export interface ReceiveOptions {
  /** Folder the files are written to (created when needed). */
  dir: string;
  /** The file fields expected, by field name; file parts of other names are read and dropped. */
  files: Record<string, FileRule>;
  /** `{field}` of the messages. */
  labels?: Readonly<Record<string, Text>>;
}

/** Limits of one request's parts (the file size limit is the largest rule's). */
export const PART_LIMITS = {
  fieldNameSize: 200,
  fieldSize: 1024 * 1024,
  fields: 500,
  parts: 520,
  headerPairs: 50,
};

const pending = new WeakMap<FastifyRequest, Upload[]>();

/** Registers a file written for the request (removed at the end unless committed). */
export const trackUpload = (request: FastifyRequest, upload: Upload) => {
  const list = pending.get(request) ?? [];
  list.push(upload);
  pending.set(request, list);
};

/** The request's files are now referenced by stored rows: keep them. */
export function commitUploads(request: FastifyRequest): void {
  for (const upload of pending.get(request) ?? []) upload.committed = true;
}

/** Removes the request's files that no row references (a failed request, or files never used). */
export async function discardUploads(request: FastifyRequest): Promise<void> {
  const list = pending.get(request);
  if (!list) return;
  pending.delete(request);
  await Promise.all(list.filter((u) => !u.committed).map((u) => rm(u.path, { force: true })));
}

const message = (field: string, rule: ValidationRule, labels: ReceiveOptions['labels'], params = {}) =>
  fieldProblem(rule, field, labels, params);

async function drain(stream: NodeJS.ReadableStream) {
  for await (const _chunk of stream) void _chunk;
}

type Stored = { file: StoredFile } | { problem: 'size' | 'mimes' } | { empty: true };

async function write(stream: WriteStream, chunk: Buffer) {
  if (!stream.write(chunk)) await once(stream, 'drain');
}

/** Streams one file part to `dir`, stopping the writes at the first byte over the limit. */
async function store(part: MultipartFile, rule: FileRule, dir: string): Promise<Stored> {
  let head = Buffer.alloc(0);
  let size = 0;
  let out: WriteStream | null = null;
  let stored = '';
  let type: string | null = null;
  let problem: 'size' | 'mimes' | null = null;

  const begin = async () => {
    type = acceptedType(sniff(head.subarray(0, SNIFF_BYTES)), rule.accept);
    if (!type) {
      problem = 'mimes';
      return;
    }
    await mkdir(dir, { recursive: true });
    stored = generatedName(type);
    out = createWriteStream(path.join(dir, stored), { flags: 'wx' });
    await write(out, head);
  };

  try {
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (problem) continue; // read to the end, write nothing
      if (size > rule.maxBytes) {
        problem = 'size';
        continue;
      }
      if (out) await write(out, chunk);
      else {
        head = Buffer.concat([head, chunk]);
        if (head.length >= SNIFF_BYTES) await begin();
      }
    }
    if (part.file.truncated) problem = 'size'; // busboy stopped at the largest limit
    if (!problem && !out) {
      // A browser's file input with no file chosen sends an empty part without a name.
      if (size === 0 && !part.filename) return { empty: true };
      await begin();
    }
    if (out) {
      (out as WriteStream).end();
      await finished(out);
    }
  } catch (err) {
    (out as WriteStream | null)?.destroy();
    if (stored) await rm(path.join(dir, stored), { force: true });
    throw err;
  }
  if (problem) {
    if (stored) await rm(path.join(dir, stored), { force: true });
    return { problem };
  }
  return { file: { name: displayName(part.filename), stored, size, content_type: type! } };
}

/**
 * A malformed body (busboy: "Unexpected end of form", "Malformed part header"...) is the client's fault:
 * 400. Errors that carry a status (the plugin's limits: 413) keep it; file system errors stay server errors.
 */
function asClientError(err: unknown): unknown {
  if (err instanceof HttpError || !(err instanceof Error)) return err;
  if (typeof (err as { statusCode?: unknown }).statusCode === 'number' || 'syscall' in err) return err;
  return new HttpError(400, 'bad_request', 'badRequest');
}

const add = (fields: Record<string, unknown>, key: string, value: unknown) => {
  const current = fields[key];
  fields[key] = current === undefined ? value : [current, value].flat();
};

/** Reads the whole multipart request; throws 400 naming every refused file (nothing is left on disk). */
export async function receiveMultipart(request: FastifyRequest, options: ReceiveOptions): Promise<Received> {
  const fields: Record<string, unknown> = {};
  const uploads = new Map<string, Upload>();
  const problems: Record<string, FieldMessage> = {};
  const largest = Math.max(1, ...Object.values(options.files).map((r) => r.maxBytes));
  const discard = () => Promise.all([...uploads.values()].map((u) => rm(u.path, { force: true })));
  try {
    const parts = request.parts({ limits: { ...PART_LIMITS, fileSize: largest, files: 20 } });
    for await (const part of parts) {
      if (part.type === 'field') {
        add(fields, part.fieldname, part.value);
        continue;
      }
      const name = part.fieldname;
      const rule = Object.prototype.hasOwnProperty.call(options.files, name)
        ? options.files[name]
        : undefined;
      if (!rule || problems[name]) {
        await drain(part.file);
        continue;
      }
      if (uploads.has(name)) {
        await drain(part.file); // one file per field
        problems[name] = message(name, 'included', options.labels);
        continue;
      }
      const result = await store(part, rule, options.dir);
      if ('file' in result) {
        const upload = new Upload(name, options.dir, result.file, part.mimetype);
        uploads.set(name, upload);
        trackUpload(request, upload);
      } else if ('problem' in result) {
        problems[name] =
          result.problem === 'size'
            ? message(name, 'size', options.labels, { size: Math.floor(rule.maxBytes / 1024) })
            : message(name, 'mimes', options.labels);
      }
    }
  } catch (err) {
    await discard();
    throw asClientError(err);
  }
  if (Object.keys(problems).length) {
    await discard();
    throw invalidFields(problems);
  }
  return { fields, uploads };
}

/** A 400 for a file field that got no file. */
export const missingFile = (field: string, labels?: ReceiveOptions['labels']) =>
  invalidFields({ [field]: message(field, 'required', labels) });
