// Every row a parser produces passes here before it leaves the worker: rows, columns, characters per cell
// and in all are counted against the caps, and a row's trailing empty cells are dropped.
import { SpreadsheetError } from './errors';
import type { SpreadsheetLimits } from './limits';

export class RowGate {
  rows = 0;
  private chars = 0;

  constructor(private readonly limits: SpreadsheetLimits) {}

  /** The row without its trailing empty cells; throws past a cap. */
  pass(cells: readonly string[]): string[] {
    const { limits } = this;
    const row = this.rows + 1;
    if (row > limits.rows) throw new SpreadsheetError('rows', { limit: limits.rows });
    let end = cells.length;
    while (end > 0 && cells[end - 1] === '') end -= 1;
    this.checkWidth(end);
    for (let i = 0; i < end; i++) {
      const length = cells[i].length;
      if (length > limits.cellChars)
        throw new SpreadsheetError('cellChars', { limit: limits.cellChars, row });
      this.chars += length;
    }
    if (this.chars > limits.textChars) throw new SpreadsheetError('textChars', { limit: limits.textChars });
    this.rows = row;
    return cells.slice(0, end);
  }

  /** Throws when the next row, `width` cells up to its last non-empty one, is too wide. */
  checkWidth(width: number): void {
    if (width > this.limits.columns)
      throw new SpreadsheetError('columns', { limit: this.limits.columns, row: this.rows + 1 });
  }
}
