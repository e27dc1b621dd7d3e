// The caps of every spreadsheet read (docs/decisions.md, "Spreadsheet limits"). A file past any of them is
// refused with 413 before it can cost more than a bounded amount of memory and time; the numbers are far
// above any real workbook or phone list and far below what hurts the server.
export interface SpreadsheetLimits {
  /** Bytes of the file itself (the upload limit of the blacklist import). */
  fileBytes: number;
  /** Files inside an XLSX archive. */
  archiveEntries: number;
  /** Bytes the archive's files unpack to, declared and actual, each file and all together. */
  inflatedBytes: number;
  /** Unpacked / packed size of one archive file (above RATIO_FLOOR_BYTES unpacked). */
  compressionRatio: number;
  /** Rows of the sheet (every line of a CSV, every `<row>` of an XLSX). */
  rows: number;
  /** Columns of a row, up to its last non-empty cell. */
  columns: number;
  /** Characters of one cell. */
  cellChars: number;
  /** Characters of all cells together. */
  textChars: number;
  /** Heap of the worker that parses (V8 old generation, MB). */
  heapMb: number;
  /** Time the worker may spend reading, waits for the consumer not counted (ms). */
  timeoutMs: number;
}

const MiB = 1024 * 1024;

/** The blacklist's upload limit; a bigger CSV or XLSX has never been asked for. */
export const MAX_SPREADSHEET_BYTES = 20 * MiB;
/** An XLSX holds one part per sheet, image or chart plus ~10 fixed ones. */
export const MAX_ARCHIVE_ENTRIES = 1_000;
/** A 1,000,000-row, 2-column sheet unpacks to 157 MB (17.5 MB packed): twice what a 20 MB upload holds. */
export const MAX_INFLATED_BYTES = 512 * MiB;
/** Spreadsheet XML packs 8-12 times (measured); a deflate bomb ~1,000 times. */
export const MAX_COMPRESSION_RATIO = 100;
/** Smaller files are not judged by their ratio: a few kilobytes of anything cannot hurt. */
export const RATIO_FLOOR_BYTES = MiB;
/** Above an XLSX sheet's 1,048,576 rows, and above the ~1.7 million phones a 20 MB CSV holds. */
export const MAX_ROWS = 2_000_000;
/** No import maps more than a few dozen columns. */
export const MAX_COLUMNS = 1_024;
/** Excel's own limit for one cell. */
export const MAX_CELL_CHARS = 32_767;
/** As many characters as the unpacked bytes: room for shared strings repeated many times. */
export const MAX_TEXT_CHARS = MAX_INFLATED_BYTES;
/** A 1,000,000-row sheet of text cells peaks at ~110 MB of heap while it is read. */
export const WORKER_HEAP_MB = 384;
/** A 1,000,000-row sheet reads in 5-10 s here; six times that on a busy machine is still not a hang. */
export const READ_TIMEOUT_MS = 60_000;
/** Reads running at once: each takes a core and up to WORKER_HEAP_MB; the rest wait their turn. */
export const CONCURRENT_READS = 1;

export const SPREADSHEET_LIMITS: SpreadsheetLimits = {
  fileBytes: MAX_SPREADSHEET_BYTES,
  archiveEntries: MAX_ARCHIVE_ENTRIES,
  inflatedBytes: MAX_INFLATED_BYTES,
  compressionRatio: MAX_COMPRESSION_RATIO,
  rows: MAX_ROWS,
  columns: MAX_COLUMNS,
  cellChars: MAX_CELL_CHARS,
  textChars: MAX_TEXT_CHARS,
  heapMb: WORKER_HEAP_MB,
  timeoutMs: READ_TIMEOUT_MS,
};
