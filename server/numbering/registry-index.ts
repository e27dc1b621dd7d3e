// The registry's ranges held in memory for bulk look-ups: per ABC/DEF code, the range starts in order, so a
// number is found by binary search (a million look-ups take a fraction of a second). Built from the table.
export interface RangeRow {
  code: number;
  from_number: number;
  to_number: number;
  operator: string;
  region: string;
}

interface CodeRanges {
  from: Int32Array;
  to: Int32Array;
  line: Int32Array;
}

export class RegistryIndex {
  private readonly codes = new Map<number, CodeRanges>();
  private readonly lines: { operator: string; region: string }[] = [];

  /** `rows` ordered by code, then from_number. */
  constructor(rows: readonly RangeRow[]) {
    const lineIds = new Map<string, number>();
    let start = 0;
    while (start < rows.length) {
      let end = start;
      while (end < rows.length && rows[end].code === rows[start].code) end++;
      const ranges = {
        from: new Int32Array(end - start),
        to: new Int32Array(end - start),
        line: new Int32Array(end - start),
      };
      for (let i = start; i < end; i++) {
        const row = rows[i];
        const key = `${row.operator}\u0000${row.region}`;
        let id = lineIds.get(key);
        if (id === undefined) {
          id = this.lines.push({ operator: row.operator, region: row.region }) - 1;
          lineIds.set(key, id);
        }
        ranges.from[i - start] = row.from_number;
        ranges.to[i - start] = row.to_number;
        ranges.line[i - start] = id;
      }
      this.codes.set(rows[start].code, ranges);
      start = end;
    }
  }

  get size(): number {
    let n = 0;
    for (const r of this.codes.values()) n += r.from.length;
    return n;
  }

  /** The range holding `number` (seven digits) under `code`, or undefined. */
  find(code: number, number: number): { operator: string; region: string } | undefined {
    const ranges = this.codes.get(code);
    if (!ranges) return undefined;
    let lo = 0;
    let hi = ranges.from.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (ranges.from[mid] <= number) lo = mid + 1;
      else hi = mid - 1;
    }
    return hi >= 0 && ranges.to[hi] >= number ? this.lines[ranges.line[hi]] : undefined;
  }
}
