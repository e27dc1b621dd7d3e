// Region, provider and time zone of a phone (digits as stored): from the numbering-plan registry an
// administrator uploaded (server/numbering/registry-routes.ts), which takes precedence, else from Google
// libphonenumber's data (library.ts). Numbers are read as Russian when they have 10 digits, or 11 starting
// with 8 (the national trunk prefix), as the call centres this serves write them; any other number is read
// as international (country code first).
import { asc, desc } from 'drizzle-orm';
import type { Db } from '../db/client';
import { NumberingLibrary, type LineInfo } from './library';
import { zoneOfRegion } from './region-zones';
import { RegistryIndex } from './registry-index';
import { numberingPlans, numberingRanges } from './table';

export type { LineInfo } from './library';

/** The number with its country code: 10 digits or 11 starting with 8 are Russian. */
export function internationalOf(digits: string): string {
  if (digits.length === 10) return `7${digits}`;
  if (digits.length === 11 && digits[0] === '8') return `7${digits.slice(1)}`;
  return digits;
}

export class PhoneLines {
  constructor(
    private readonly library: NumberingLibrary,
    private readonly registry: RegistryIndex | null,
  ) {}

  lookup(digits: string): LineInfo {
    const international = internationalOf(digits);
    const found = this.library.lookup(international);
    if (!this.registry || international.length !== 11 || international[0] !== '7') return found;
    const range = this.registry.find(Number(international.slice(1, 4)), Number(international.slice(4)));
    if (!range) return found;
    return { region: range.region, provider: range.operator, tz: zoneOfRegion(range.region) || found.tz };
  }
}

const libraries = new Map<string, NumberingLibrary>();
/** Per database (tests open several in one process): the plan read and its index. */
const registries = new WeakMap<Db, { planId: number; index: RegistryIndex | null }>();

/** The newest registry, read into memory once per upload (the newest plan id says which). */
async function currentRegistry(db: Db): Promise<RegistryIndex | null> {
  const [latest] = await db
    .select({ id: numberingPlans.id })
    .from(numberingPlans)
    .orderBy(desc(numberingPlans.id))
    .limit(1);
  const planId = latest?.id ?? 0;
  const cached = registries.get(db);
  if (cached?.planId === planId) return cached.index;
  const rows = planId
    ? await db
        .select({
          code: numberingRanges.code,
          from_number: numberingRanges.from_number,
          to_number: numberingRanges.to_number,
          operator: numberingRanges.operator,
          region: numberingRanges.region,
        })
        .from(numberingRanges)
        .orderBy(asc(numberingRanges.code), asc(numberingRanges.from_number))
    : [];
  const index = rows.length ? new RegistryIndex(rows) : null;
  registries.set(db, { planId, index });
  return index;
}

/** The look-up of phones as of now (`locale`: the language of names where the library has it). */
export async function phoneLines(db: Db, locale: string): Promise<PhoneLines> {
  let library = libraries.get(locale);
  if (!library) libraries.set(locale, (library = new NumberingLibrary(locale)));
  return new PhoneLines(library, await currentRegistry(db));
}
