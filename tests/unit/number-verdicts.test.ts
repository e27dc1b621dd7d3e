// The import's table of what each number became (server/imports/number-verdicts.ts), against a plain Map.
import { describe, expect, it } from 'vitest';
import type { NumberVerdict } from '../../server/imports/batch';
import { NumberVerdicts } from '../../server/imports/number-verdicts';

describe('NumberVerdicts', () => {
  it('keeps what a Map would for dense runs, leading zeros, long and odd numbers, and growth', () => {
    const table = new NumberVerdicts();
    const map = new Map<string, NumberVerdict>();
    const verdicts: NumberVerdict[] = ['accepted', 'seen', 'duplicate', 'blacklisted', 'blocked_region'];
    const phones: string[] = [];
    for (let i = 0; i < 50_000; i++) phones.push(String(79000000000 + i));
    phones.push('0123', '123', '00123', '999999999999999', '1234567890123456', '12-34', '');
    phones.forEach((phone, i) => {
      const verdict = verdicts[i % verdicts.length];
      table.set(phone, verdict);
      map.set(phone, verdict);
    });
    // Overwriting keeps one entry.
    table.set('79000000007', 'duplicate_in_file');
    map.set('79000000007', 'duplicate_in_file');
    expect(table.size).toBe(map.size);
    for (const [phone, verdict] of map) expect(table.get(phone), phone).toBe(verdict);
    for (const phone of ['1230', '0012', '79000050000', '1234567890123457', '12-35'])
      expect(table.has(phone), phone).toBe(false);
  });

  it('takes a number from the bytes of a buffer as it takes the same number as text', () => {
    const phones = ['79000000001', '0123', '123', '999999999999999', '1234567890123456', '+7 900', 'тел'];
    const text = `${phones.join('\n')}\n`;
    const bytes = Buffer.from(`xx${text}`, 'utf8');
    const table = new NumberVerdicts(phones.length); // sized ahead, as the known numbers are
    let at = 2;
    for (const phone of phones) {
      const end = at + Buffer.byteLength(phone);
      table.setBytes(bytes, at, end, 'duplicate');
      at = end + 1;
    }
    expect(table.size).toBe(phones.length);
    for (const phone of phones) expect(table.get(phone), phone).toBe('duplicate');
    for (const phone of ['79000000002', '00123', '23']) expect(table.has(phone), phone).toBe(false);
  });
});
