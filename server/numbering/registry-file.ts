// Rows of the Rossvyaz registry file (ABC/DEF code;From;To;Capacity;Operator;Region[;...]), read by
// server/spreadsheets (any delimiter, UTF-8 or Windows-1251). A row whose code is not three digits or
// whose ends are not seven-digit numbers in order is skipped and counted (the header among them).
import type { RangeRow } from './registry-index';

const CODE = /^\d{3}$/;
const NUMBER = /^\d{1,7}$/;

export class RegistryRows {
  readonly ranges: RangeRow[] = [];
  skipped = 0;

  take(rows: readonly string[][]): void {
    for (const cells of rows) {
      if (!cells.some((c) => c.trim() !== '')) continue;
      const [code, from, to, , operator = '', region = ''] = cells.map((c) => c.trim());
      if (!CODE.test(code ?? '') || !NUMBER.test(from ?? '') || !NUMBER.test(to ?? '') || +from > +to) {
        this.skipped += 1;
        continue;
      }
      this.ranges.push({
        code: Number(code),
        from_number: Number(from),
        to_number: Number(to),
        operator: operator.slice(0, 500),
        region: region.slice(0, 500),
      });
    }
  }
}
