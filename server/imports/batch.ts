// The checks of one batch made in memory, before and after its statement (write-sql.ts). In file order:
// a row that is no contact is `invalid` (or `no_contact` when it holds only additional phones); a number met
// before in the file is a file duplicate (skip_file_duplicates); a number of a blocked region is blocked
// (skip_blocked_regions); a number blacklisted or stored when the run started is refused from memory
// (known-numbers.ts), and the statement finds the rest of the blacklisted numbers and numbers already stored.
//
// A repeated number gets its first row's verdict without asking the database again: stored by this import
// means `duplicate` when skip_existing is on, refused means refused alike. So a batch, a dry run and a
// resumed import count a file the same way (docs/imports.md, "Counters").
import type { LineInfo, PhoneLines } from '../numbering/lookup';
import { readRow, type CompiledMapping, type ImportRecord, type RejectReason } from './row';
import type { KnownNumbers } from './known-numbers';
import type { NumberVerdicts } from './number-verdicts';
import type { ImportOptions } from './table';
import type { Candidates, ExtraPhones } from './write-sql';

export interface FileRow {
  /** 1-based row of the file. */
  line: number;
  cells: string[];
}

/** What a number's first row became: accepted, refused (why), or `seen` (before a restart: ask again). */
export type NumberVerdict = 'accepted' | 'seen' | RejectReason;

export interface Rejected {
  row: FileRow;
  reason: RejectReason;
  detail: string;
}

export interface Prepared {
  candidates: Candidates;
  extra: ExtraPhones;
  records: Map<number, { record: ImportRecord; row: FileRow; first: boolean }>;
  rejected: Rejected[];
  /** Repeats whose first row is a candidate of this batch or the one before: settled after the statement. */
  waiting: { row: FileRow; phone: string }[];
  /** The numbers first met in this batch and sent to the statement, whose verdicts its settling records. */
  pending: Set<string>;
}

export interface BatchContext {
  mapping: CompiledMapping;
  options: ImportOptions;
  lines: PhoneLines;
  isBlocked: (region: string) => boolean;
  verdicts: NumberVerdicts;
  /** Stored and blacklisted numbers read when the run started (known-numbers.ts); null: ask the database. */
  known: KnownNumbers | null;
  /**
   * The pending numbers of the batch before, while it is in the database: the next batch is prepared
   * meanwhile (run.ts), so a repeat of one of them waits for its verdict like a repeat within a batch.
   */
  unsettled: Set<string> | null;
}

const emptyCandidates = (): Candidates => ({
  ord: [],
  phone: [],
  full_name: [],
  email: [],
  birth_date: [],
  call_date: [],
  position: [],
  city: [],
  address: [],
  description: [],
  crm_id: [],
  region: [],
  tz: [],
  provider: [],
  dynamic_data: [],
});

function addCandidate(p: Prepared, ord: number, record: ImportRecord, line: LineInfo, ctx: BatchContext) {
  const c = p.candidates;
  c.ord.push(ord);
  c.phone.push(record.phone);
  c.full_name.push(record.full_name);
  c.email.push(record.email);
  c.birth_date.push(record.birth_date);
  c.call_date.push(record.call_date);
  c.position.push(record.position);
  c.city.push(record.city);
  c.address.push(record.address);
  c.description.push(record.description);
  c.crm_id.push(record.crm_id);
  c.region.push(line.region);
  c.tz.push(record.tz || line.tz);
  c.provider.push(line.provider);
  c.dynamic_data.push(JSON.stringify(record.dynamic_data));
  for (const phone of record.extra) {
    const info = ctx.lines.lookup(phone);
    p.extra.ord.push(ord);
    p.extra.phone.push(phone);
    p.extra.tz.push(info.tz);
    p.extra.provider.push(info.provider);
    p.extra.region.push(info.region);
  }
}

/** The verdict a repeat of a number takes from its first row's. */
function repeatVerdict(first: NumberVerdict, options: ImportOptions): RejectReason | 'accepted' | 'ask' {
  if (first === 'seen') return 'ask';
  if (first === 'accepted') return options.skip_existing === 'none' ? 'ask' : 'duplicate';
  return first;
}

/** A batch being prepared a row at a time (`add` in file order), then `finish`ed. */
export interface Preparing {
  add: (row: FileRow, ord: number) => void;
  finish: () => Prepared;
}

export function startBatch(ctx: BatchContext): Preparing {
  const pending = new Set<string>(); // numbers first met in this batch, sent to the statement
  const p: Prepared = {
    candidates: emptyCandidates(),
    extra: { ord: [], phone: [], tz: [], provider: [], region: [] },
    records: new Map(),
    rejected: [],
    waiting: [],
    pending,
  };
  const before = ctx.unsettled;
  const isPending = (phone: string) => pending.has(phone) || before?.has(phone) === true;
  const add = (row: FileRow, ord: number) => {
    const verdict = readRow(row.cells, ctx.mapping);
    if ('reason' in verdict) return p.rejected.push({ row, reason: verdict.reason, detail: verdict.detail });
    const { record } = verdict;
    const first = ctx.verdicts.get(record.phone);
    const repeated = first !== undefined || isPending(record.phone);
    if (repeated && ctx.options.skip_file_duplicates)
      return p.rejected.push({ row, reason: 'duplicate_in_file', detail: '' });
    if (isPending(record.phone) && ctx.options.skip_existing !== 'none')
      return p.waiting.push({ row, phone: record.phone });
    if (first !== undefined) {
      const again = repeatVerdict(first, ctx.options);
      if (again !== 'ask' && again !== 'accepted') return p.rejected.push({ row, reason: again, detail: '' });
    }
    const line = ctx.lines.lookup(record.phone);
    if (ctx.options.skip_blocked_regions && ctx.isBlocked(line.region)) {
      if (!repeated) ctx.verdicts.set(record.phone, 'blocked_region');
      return p.rejected.push({ row, reason: 'blocked_region', detail: line.region });
    }
    const known = ctx.known?.get(record.phone);
    if (known === 'blacklisted' || known === 'duplicate') {
      if (!repeated) ctx.verdicts.set(record.phone, known);
      return p.rejected.push({ row, reason: known, detail: '' });
    }
    if (!repeated) pending.add(record.phone);
    p.records.set(ord, { record, row, first: !repeated });
    addCandidate(p, ord, record, line, ctx);
  };
  const finish = () => {
    ctx.unsettled = pending;
    return p;
  };
  return { add: (row, ord) => void add(row, ord), finish };
}

export function prepareBatch(rows: readonly FileRow[], ctx: BatchContext): Prepared {
  const batch = startBatch(ctx);
  rows.forEach(batch.add);
  return batch.finish();
}

export interface Settled {
  accepted: ImportRecord[];
  rejected: Rejected[];
}

/** Puts the statement's refusals in, records each new number's verdict and settles the waiting repeats. */
export function settleBatch(
  p: Prepared,
  refused: readonly { ord: number; reason: 'blacklisted' | 'duplicate' }[],
  ctx: BatchContext,
): Settled {
  const reasons = new Map(refused.map((r) => [r.ord, r.reason]));
  const accepted: ImportRecord[] = [];
  const rejected = [...p.rejected];
  for (const [ord, { record, row, first }] of p.records) {
    const reason = reasons.get(ord);
    if (first) ctx.verdicts.set(record.phone, reason ?? 'accepted');
    if (reason) rejected.push({ row, reason, detail: '' });
    else accepted.push(record);
  }
  if (ctx.unsettled === p.pending) ctx.unsettled = null;
  for (const { row, phone } of p.waiting) {
    const again = repeatVerdict(ctx.verdicts.get(phone) ?? 'seen', ctx.options);
    rejected.push({ row, reason: again === 'ask' || again === 'accepted' ? 'duplicate' : again, detail: '' });
  }
  rejected.sort((a, b) => a.row.line - b.row.line);
  return { accepted, rejected };
}
