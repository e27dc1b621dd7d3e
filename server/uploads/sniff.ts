// What a file really is, from its first bytes (never from the client's declared type or name), and whether
// that satisfies a list of accepted content types.

/** Bytes needed to recognise every signature below. */
export const SNIFF_BYTES = 16;

const startsWith = (head: Buffer, ascii: string, at = 0) =>
  head.length >= at + ascii.length && head.toString('latin1', at, at + ascii.length) === ascii;

/** An MPEG audio frame header: sync, a known version, layer I-III, a usable bitrate and sample rate. */
function isMpegFrame(head: Buffer): boolean {
  if (head.length < 4 || head[0] !== 0xff || (head[1] & 0xe0) !== 0xe0) return false;
  const version = (head[1] >> 3) & 0b11; // 01 is reserved
  const layer = (head[1] >> 1) & 0b11; // 00 is reserved (and is what AAC ADTS uses)
  const bitrate = head[2] >> 4; // 1111 is invalid
  const rate = (head[2] >> 2) & 0b11; // 11 is reserved
  return version !== 0b01 && layer !== 0 && bitrate !== 0b1111 && rate !== 0b11;
}

const SIGNATURES: [type: string, test: (head: Buffer) => boolean][] = [
  ['audio/wav', (h) => startsWith(h, 'RIFF') && startsWith(h, 'WAVE', 8)],
  ['audio/mpeg', (h) => startsWith(h, 'ID3') || isMpegFrame(h)],
  ['audio/ogg', (h) => startsWith(h, 'OggS')],
  ['audio/flac', (h) => startsWith(h, 'fLaC')],
  ['image/png', (h) => startsWith(h, '\x89PNG\r\n\x1a\n')],
  ['image/jpeg', (h) => h.length >= 3 && h[0] === 0xff && h[1] === 0xd8 && h[2] === 0xff],
  ['image/gif', (h) => startsWith(h, 'GIF87a') || startsWith(h, 'GIF89a')],
  ['image/webp', (h) => startsWith(h, 'RIFF') && startsWith(h, 'WEBP', 8)],
  ['application/pdf', (h) => startsWith(h, '%PDF-')],
  // XLSX, DOCX, ODS... are ZIP archives; what is inside is for the reader of the file to judge.
  ['application/zip', (h) => startsWith(h, 'PK\x03\x04')],
  ['application/gzip', (h) => h.length >= 2 && h[0] === 0x1f && h[1] === 0x8b],
];

/** Text: no NUL byte and no other control character than tab, CR, LF, FF (UTF-8 or a single-byte code). */
export function looksLikeText(head: Buffer): boolean {
  if (head.length === 0) return false;
  for (const byte of head) {
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) return false;
    if (byte === 0x7f) return false;
  }
  return true;
}

/** The content type the bytes show, `text/plain` for text, or null when nothing is recognised. */
export function sniff(head: Buffer): string | null {
  for (const [type, test] of SIGNATURES) if (test(head)) return type;
  return looksLikeText(head) ? 'text/plain' : null;
}

/** Declared content types each recognised type satisfies (aliases and container formats). */
const SATISFIES: Record<string, readonly string[]> = {
  'audio/wav': ['audio/wav', 'audio/x-wav', 'audio/wave', 'audio/vnd.wave'],
  'audio/mpeg': ['audio/mpeg', 'audio/mp3', 'audio/mpeg3', 'audio/x-mpeg-3'],
  'audio/ogg': ['audio/ogg', 'application/ogg', 'audio/opus', 'audio/vorbis'],
  'audio/flac': ['audio/flac', 'audio/x-flac'],
  'image/jpeg': ['image/jpeg', 'image/jpg', 'image/pjpeg'],
  'application/zip': [
    'application/zip',
    'application/x-zip-compressed',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/vnd.oasis.opendocument.spreadsheet',
  ],
  'application/gzip': ['application/gzip', 'application/x-gzip'],
  'text/plain': ['text/plain', 'text/csv', 'text/tab-separated-values'],
};

/**
 * The accepted type the sniffed type satisfies (the first of `accept` that matches), or null. An empty
 * `accept` takes anything and answers the sniffed type (or application/octet-stream).
 */
export function acceptedType(sniffed: string | null, accept: readonly string[]): string | null {
  if (!accept.length) return sniffed ?? 'application/octet-stream';
  if (!sniffed) return null;
  const family = SATISFIES[sniffed] ?? [sniffed];
  return accept.find((type) => family.includes(type.toLowerCase())) ? sniffed : null;
}

const EXTENSIONS: Record<string, string> = {
  'audio/wav': 'wav',
  'audio/mpeg': 'mp3',
  'audio/ogg': 'ogg',
  'audio/flac': 'flac',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
  'application/zip': 'zip',
  'application/gzip': 'gz',
  'text/plain': 'txt',
};

/** The extension given to a stored file of a sniffed type (for an administrator browsing DATA_DIR). */
export const extensionOf = (type: string | null) => (type ? EXTENSIONS[type] : undefined);

/** Types a browser may render in place without running anything; everything else is downloaded. */
export const isInlineSafe = (type: string) =>
  /^(audio|video)\//.test(type) || ['image/png', 'image/jpeg', 'image/gif', 'image/webp'].includes(type);
