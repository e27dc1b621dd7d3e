// The numbers an import's options refuse, read once when a run starts: the stored ones in the options' scope
// (contacts and their additional phones, of the project or of every project) and the blacklist. Most rows of
// a big re-import are numbers already stored; answered from memory, they never reach the batch's statement,
// which then parses, probes and inserts only the rows that may be new (probing rows that were then refused
// was a third of a million-row import's time on PostgreSQL). A number missing here is still asked of the
// database by the statement, so a contact added while the import runs is caught all the same. Past `limit`
// numbers nothing is read and every row is asked, so the memory stays bounded (~18 bytes a number, and the
// numbers' text as it streams from COPY, put in without a string a number).
import { copyCsvChunks } from '../db/copy-out';
import type { Db } from '../db/client';
import { sql } from 'drizzle-orm';
import { NumberVerdicts } from './number-verdicts';
import type { ImportOptions } from './table';

/** What a stored or listed number becomes: `blacklisted` wins, as in the statement. */
export type KnownNumbers = Pick<NumberVerdicts, 'get'>;

/** Queries of one `phone` column; inlined into COPY, which takes no parameters (the id is an integer). */
function storedQueries(campaignId: number, scope: ImportOptions['skip_existing']): string[] {
  if (scope === 'none') return [];
  if (scope === 'all') return ['select phone from contacts', 'select phone from contact_additional_phones'];
  const id = Math.trunc(Number(campaignId));
  return [
    `select phone from contacts where campaign_id = ${id}`,
    `select a.phone from contact_additional_phones a join contacts c on c.id = a.contact_id
      where c.campaign_id = ${id}`,
  ];
}

async function countOf(db: Db, queries: string[]): Promise<number> {
  let n = 0;
  for (const q of queries) {
    const result = await db.execute(sql.raw(`select count(*)::int as n from (${q}) as numbers`));
    n += (result as unknown as { rows: { n: number }[] }).rows[0].n;
  }
  return n;
}

/** The lines of a one-column CSV, given in pieces cut anywhere, into `known`; a quoted cell is unquoted. */
async function putNumbers(
  db: Db,
  query: string,
  known: NumberVerdicts,
  verdict: 'duplicate' | 'blacklisted',
) {
  let carry: Buffer = Buffer.alloc(0);
  const putLine = (data: Buffer, at: number, end: number) => {
    if (data[at] === 0x22) known.set(data.toString('utf8', at + 1, end - 1).replace(/""/g, '"'), verdict);
    else if (end > at) known.setBytes(data, at, end, verdict);
  };
  await copyCsvChunks(db, query, ',', (piece) => {
    const data = carry.length ? Buffer.concat([carry, piece]) : piece;
    let at = 0;
    for (let end = data.indexOf(10, at); end >= 0; end = data.indexOf(10, at)) {
      putLine(data, at, end);
      at = end + 1;
    }
    carry = Buffer.from(data.subarray(at));
  });
  if (carry.length) putLine(carry, 0, carry.length);
}

/** The refused numbers in memory, or null when the options refuse none or they are more than `limit`. */
export async function loadKnownNumbers(
  db: Db,
  campaignId: number,
  options: ImportOptions,
  limit: number,
): Promise<KnownNumbers | null> {
  const stored = storedQueries(campaignId, options.skip_existing);
  const listed = options.skip_blacklisted ? ['select phone from black_list'] : [];
  if (!stored.length && !listed.length) return null;
  const count = await countOf(db, [...stored, ...listed]);
  if (count > limit) return null;
  const known = new NumberVerdicts(count);
  for (const q of stored) await putNumbers(db, q, known, 'duplicate');
  for (const q of listed) await putNumbers(db, q, known, 'blacklisted');
  return known;
}
