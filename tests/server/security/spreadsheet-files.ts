// Spreadsheet files for the security tests, built by hand so a test controls every byte: a minimal XLSX
// whose shared strings are a deflate bomb (segments compressed once and repeated, so a file of a few
// hundred kilobytes unpacks to hundreds of megabytes without the test ever holding or packing them), and
// a ZIP writer that declares whatever sizes the test wants (honest or lying).
import { constants, crc32, deflateRawSync } from 'node:zlib';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const MiB = 1024 * 1024;

export interface ZipPart {
  name: string;
  /** The bytes as stored in the archive (raw deflate when `method` is 8). */
  packed: Buffer;
  method: 0 | 8;
  crc: number;
  /** The unpacked size written in the headers (a test may lie here). */
  declared: number;
}

const u16 = (n: number) => Buffer.from([n & 0xff, (n >> 8) & 0xff]);
const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n >>> 0);
  return b;
};

/** A ZIP archive of the parts, with no data descriptors and the sizes each part declares. */
export function zipOf(parts: readonly ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const p of parts) {
    const name = Buffer.from(p.name, 'utf8');
    const common = [
      u16(20),
      u16(0),
      u16(p.method),
      u16(0),
      u16(0x21),
      u32(p.crc),
      u32(p.packed.length),
      u32(p.declared),
      u16(name.length),
      u16(0),
    ];
    const local = Buffer.concat([u32(0x04034b50), ...common, name, p.packed]);
    centrals.push(
      Buffer.concat([u32(0x02014b50), u16(20), ...common, u16(0), u16(0), u16(0), u32(0), u32(offset), name]),
    );
    locals.push(local);
    offset += local.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.concat([
    u32(0x06054b50),
    u16(0),
    u16(0),
    u16(parts.length),
    u16(parts.length),
    u32(directory.length),
    u32(offset),
    u16(0),
  ]);
  return Buffer.concat([...locals, directory, end]);
}

/** A part packed with deflate, declaring its true size. */
export const deflated = (name: string, text: string): ZipPart => {
  const data = Buffer.from(text, 'utf8');
  return {
    name,
    packed: deflateRawSync(data, { level: 9 }),
    method: 8,
    crc: crc32(data),
    declared: data.length,
  };
};

const fullFlush = (text: string) =>
  deflateRawSync(Buffer.from(text, 'utf8'), { level: 9, finishFlush: constants.Z_FULL_FLUSH });

/**
 * `head`, then `chunk` `times` times, then `tail`, as one raw deflate stream: each piece is packed once and
 * flushed in full (it references nothing before it), so the repeats are the same bytes concatenated.
 */
export function deflateRepeated(head: string, chunk: string, times: number, tail: string) {
  const repeated = fullFlush(chunk);
  const packed = Buffer.concat([
    fullFlush(head),
    ...Array(times).fill(repeated),
    fullFlush(tail),
    deflateRawSync(Buffer.alloc(0)),
  ]);
  const size = Buffer.byteLength(head) + Buffer.byteLength(chunk) * times + Buffer.byteLength(tail);
  return { packed, size };
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DOC = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** The parts of a one-sheet workbook whose cell A1 is shared string 0 (the shared strings are the caller's). */
export const workbookParts = (): ZipPart[] => [
  deflated(
    '[Content_Types].xml',
    `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>`,
  ),
  deflated(
    '_rels/.rels',
    `${XML}<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  ),
  deflated(
    'xl/workbook.xml',
    `${XML}<workbook xmlns="${MAIN}" xmlns:r="${DOC}"><sheets><sheet name="Phones" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  ),
  deflated(
    'xl/_rels/workbook.xml.rels',
    `${XML}<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${DOC}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
  ),
  deflated(
    'xl/worksheets/sheet1.xml',
    `${XML}<worksheet xmlns="${MAIN}"><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c></row></sheetData></worksheet>`,
  ),
];

export const PHONE = '79001234567';
const SI = `<si><t>${PHONE}</t></si>`;
/** 1 MiB of shared strings: the phone, over and over. */
const SI_MIB = SI.repeat(Math.floor(MiB / SI.length));

function withSharedStrings(head: string, chunk: string, times: number, tail: string, declared?: number) {
  const { packed, size } = deflateRepeated(
    `${XML}<sst xmlns="${MAIN}">${head}`,
    chunk,
    times,
    `${tail}</sst>`,
  );
  const strings: ZipPart = {
    name: 'xl/sharedStrings.xml',
    packed,
    method: 8,
    crc: 0,
    declared: declared ?? size,
  };
  return zipOf([...workbookParts(), strings]);
}

/**
 * An XLSX whose shared strings repeat PHONE to `mib` MiB unpacked; they declare `declared` bytes
 * (their true size by default). Cell A1 shows the phone, so a small one imports one phone.
 */
export const sharedStringsBomb = (mib: number, declared?: number) =>
  withSharedStrings(SI, SI_MIB, mib, '', declared);

/** An XLSX whose first shared string is `mib` MiB of digits (one cell's text, held whole by the parser). */
export const longStringBomb = (mib: number) =>
  withSharedStrings('<si><t>', '7'.repeat(MiB), mib, '</t></si>');
