// Why a spreadsheet was not read. Thrown inside the worker, sent to the main thread as plain data
// ({ problem, params }) and turned into a 400 or 413 answer by http.ts.
export type SpreadsheetProblem =
  /** Neither CSV nor an XLSX workbook (another archive, encrypted, an unknown compression). */
  | 'unsupported'
  /** An XLSX whose archive or XML is broken. */
  | 'damaged'
  | 'fileBytes'
  | 'entries'
  /** Declared unpacked sizes over the cap. */
  | 'inflated'
  | 'ratio'
  /** A file of the archive unpacked past the size it declared (a lying archive). */
  | 'overDeclared'
  | 'rows'
  | 'columns'
  | 'cellChars'
  | 'textChars'
  /** A CSV row with another number of cells than the first row (strict reads: imports). */
  | 'ragged'
  /** A CSV value whose opening quote never closes (strict reads). */
  | 'quotes'
  /** Text in UTF-16, or UTF-8 with bytes that are not (strict reads). */
  | 'encoding'
  /** The worker ran out of time or memory. */
  | 'heavy';

export type SpreadsheetParams = Record<string, number>;

export class SpreadsheetError extends Error {
  constructor(
    readonly problem: SpreadsheetProblem,
    readonly params: SpreadsheetParams = {},
    /** For the log: what exactly was wrong. */
    readonly detail = '',
  ) {
    super(detail ? `${problem}: ${detail}` : problem);
  }
}

/** What crosses the thread boundary. */
export interface SpreadsheetFailure {
  problem: SpreadsheetProblem;
  params: SpreadsheetParams;
  detail: string;
}

/** A failure in the worker as data: our own errors as they are, anything else a broken file. */
export const failureOf = (err: unknown): SpreadsheetFailure =>
  err instanceof SpreadsheetError
    ? { problem: err.problem, params: err.params, detail: err.detail }
    : { problem: 'damaged', params: {}, detail: err instanceof Error ? err.message : String(err) };
