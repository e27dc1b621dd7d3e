// An XLSX is a ZIP archive. Its central directory is read (unzipper) and judged against the caps before
// anything is unpacked: the number of files, each file's declared size and compression ratio, their total.
// Declared sizes can lie, so every file is then unpacked through a counter that stops it at the first byte
// past its declared size: what is unpacked never exceeds what was judged, so never exceeds the caps.
import { pipeline, Transform, type Readable } from 'node:stream';
import unzipper, { type CentralDirectoryFile } from 'unzipper';
import { SpreadsheetError } from './errors';
import { RATIO_FLOOR_BYTES, type SpreadsheetLimits } from './limits';

const STORED = 0;
const DEFLATED = 8;
const ENCRYPTED = 0x1;
/** The end-of-central-directory record (22 bytes) sits before a comment of up to 65,535 bytes. */
const END_RECORD_TAIL = 22 + 0xffff;

const MiB = 1024 * 1024;

/** Throws when the declared sizes break a cap, or when a file cannot be unpacked here. */
export function judgeArchive(files: readonly CentralDirectoryFile[], limits: SpreadsheetLimits): void {
  if (files.length > limits.archiveEntries)
    throw new SpreadsheetError('entries', { limit: limits.archiveEntries });
  const tooLarge = () => new SpreadsheetError('inflated', { mb: Math.floor(limits.inflatedBytes / MiB) });
  let total = 0;
  for (const file of files) {
    if (file.flags & ENCRYPTED) throw new SpreadsheetError('unsupported', {}, `${file.path} is encrypted`);
    if (file.compressionMethod !== STORED && file.compressionMethod !== DEFLATED)
      throw new SpreadsheetError('unsupported', {}, `${file.path}: compression ${file.compressionMethod}`);
    total += file.uncompressedSize;
    if (file.uncompressedSize > limits.inflatedBytes || total > limits.inflatedBytes) throw tooLarge();
    const ratio = file.uncompressedSize / Math.max(1, file.compressedSize);
    if (file.uncompressedSize > RATIO_FLOOR_BYTES && ratio > limits.compressionRatio)
      throw new SpreadsheetError('ratio', { ratio: limits.compressionRatio });
  }
}

export class Archive {
  private constructor(private readonly files: ReadonlyMap<string, CentralDirectoryFile>) {}

  /** Reads and judges the central directory; a file that is no ZIP at all is `unsupported`. */
  static async open(data: Buffer, limits: SpreadsheetLimits): Promise<Archive> {
    let files: CentralDirectoryFile[];
    try {
      files = (await unzipper.Open.buffer(data, { tailSize: END_RECORD_TAIL })).files;
    } catch (err) {
      throw new SpreadsheetError('unsupported', {}, `no ZIP directory: ${(err as Error).message}`);
    }
    judgeArchive(files, limits);
    const byPath = new Map<string, CentralDirectoryFile>();
    for (const file of files) if (file.type === 'File' && !byPath.has(file.path)) byPath.set(file.path, file);
    return new Archive(byPath);
  }

  has(path: string): boolean {
    return this.files.has(path);
  }

  /** The file's unpacked bytes; the stream fails (`overDeclared`) at the first byte past its declared size. */
  open(path: string): Readable {
    const file = this.files.get(path);
    if (!file) throw new SpreadsheetError('unsupported', {}, `${path} is missing`);
    let read = 0;
    const counter = new Transform({
      transform: (chunk: Buffer, _encoding, done) => {
        read += chunk.length;
        if (read > file.uncompressedSize) done(new SpreadsheetError('overDeclared', {}, path));
        else done(null, chunk);
      },
    });
    // pipeline destroys the inflater when the counter fails, so unpacking stops there.
    return pipeline(file.stream(), counter, () => {});
  }
}
