// The whole file read once when it is uploaded (in the spreadsheet worker, strictly: ragged rows, unclosed
// quotes and broken encodings refused), so a bad file is refused now, in seconds, rather than an hour into
// its import: rows counted, the widest row's width, the first rows kept for the preview, the slash dates of
// each column watched (dates.ts).
import { HttpError } from '../http/errors';
import { t } from '../i18n/messages';
import { SlashDates } from './dates';
import { MAX_IMPORT_ROWS } from './limits';

export const PREVIEW_ROWS = 10;

export class UploadCheck {
  filled = 0;
  columns = 0;
  readonly preview: string[][] = [];
  private readonly slash = new SlashDates();

  take(rows: readonly string[][]): void {
    for (const cells of rows) {
      if (!cells.some((c) => c.trim() !== '')) continue;
      this.filled += 1;
      // A header and a million data rows at most.
      if (this.filled > MAX_IMPORT_ROWS + 1)
        throw new HttpError(
          413,
          'too_large',
          'importTooManyRows',
          { limit: MAX_IMPORT_ROWS },
          {
            file: (locale) => t(locale, 'importTooManyRows', { limit: MAX_IMPORT_ROWS }),
          },
        );
      this.columns = Math.max(this.columns, cells.length);
      if (this.preview.length < PREVIEW_ROWS) this.preview.push(cells);
      this.slash.see(cells);
    }
  }

  /** The preview rows padded to the file's width. */
  paddedPreview(): string[][] {
    return this.preview.map((row) => [...row, ...Array<string>(this.columns - row.length).fill('')]);
  }

  slashOrders() {
    return this.slash.orders(this.columns);
  }
}
