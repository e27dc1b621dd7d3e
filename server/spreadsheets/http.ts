// An uploaded spreadsheet read for a route: the reader's refusals become the API's answers, said under the
// file's field like the upload's own refusals (receive.ts): 400 for a file that is not a readable CSV or
// XLSX, 413 for one past a cap (too large, unpacks too much, too many rows, too slow to read).
import type { FastifyRequest } from 'fastify';
import { HttpError, type FieldMessage } from '../http/errors';
import { fieldLabel } from '../i18n/fields';
import { t, type MessageKey } from '../i18n/messages';
import { formatValidation, type Text } from '../from-client';
import type { Upload } from '../uploads/receive';
import { SpreadsheetError, type SpreadsheetProblem } from './errors';
import type { SpreadsheetLimits } from './limits';
import { readSpreadsheet, type ReadOptions, type RowsConsumer } from './reader';

/** A file that is readable in principle but broken: 400 under the field, with the problem's own text. */
const MALFORMED: Partial<Record<SpreadsheetProblem, MessageKey>> = {
  damaged: 'spreadsheetDamaged',
  ragged: 'spreadsheetRagged',
  quotes: 'spreadsheetQuotes',
  encoding: 'spreadsheetEncoding',
};

type TooLarge = Exclude<SpreadsheetProblem, 'unsupported' | 'damaged' | 'ragged' | 'quotes' | 'encoding'>;

const TOO_LARGE: Record<TooLarge, MessageKey> = {
  fileBytes: 'spreadsheetFileTooLarge',
  entries: 'spreadsheetTooManyFiles',
  inflated: 'spreadsheetTooLarge',
  ratio: 'spreadsheetCompressed',
  overDeclared: 'spreadsheetInflated',
  rows: 'spreadsheetTooManyRows',
  columns: 'spreadsheetTooManyColumns',
  cellChars: 'spreadsheetCellTooLong',
  textChars: 'spreadsheetTooMuchText',
  heavy: 'spreadsheetTooHeavy',
};

/** The answer for a refused file of `field`. */
export function spreadsheetRefusal(
  err: SpreadsheetError,
  field: string,
  labels?: Readonly<Record<string, Text>>,
): HttpError {
  if (err.problem === 'unsupported') {
    const mimes: FieldMessage = (locale) =>
      formatValidation(locale, 'mimes', { field: fieldLabel(locale, field, labels) });
    return new HttpError(400, 'validation', 'validation', {}, { [field]: mimes });
  }
  const malformed = MALFORMED[err.problem];
  if (malformed)
    return new HttpError(
      400,
      'validation',
      'validation',
      {},
      {
        [field]: (locale) => t(locale, malformed, err.params),
      },
    );
  const key = TOO_LARGE[err.problem as TooLarge];
  return new HttpError(413, 'too_large', key, err.params, {
    [field]: (locale) => t(locale, key, err.params),
  });
}

/** Reads an uploaded file's rows into `onRows`; a refused file throws the API's 400 or 413. */
export async function readUploadedSpreadsheet(
  request: FastifyRequest,
  upload: Upload,
  onRows: RowsConsumer,
  options: {
    labels?: Readonly<Record<string, Text>>;
    limits?: Partial<SpreadsheetLimits>;
    read?: ReadOptions;
  } = {},
): Promise<{ rows: number }> {
  try {
    return await readSpreadsheet({ path: upload.path }, onRows, options.limits, options.read);
  } catch (err) {
    if (!(err instanceof SpreadsheetError)) throw err;
    request.log.info({ problem: err.problem, detail: err.detail }, 'spreadsheet refused');
    throw spreadsheetRefusal(err, upload.field, options.labels);
  }
}
