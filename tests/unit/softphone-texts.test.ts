// Every notice the softphone engine shows has its text in both languages (a missing one would show a raw key).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const texts = async () => (await import('@/plugins/softphone/ui/texts')).texts;
const PHONE_DIR = path.resolve(__dirname, '../../plugins/softphone/phone');

// Keys built at run time: the refusals of outbound.ts and presence-rules.ts.
const DYNAMIC = [
  'callToOperatorNumber',
  'trunkErrorUser',
  'statusChangeBlocked',
  'statusChangeBlockedTimeCard',
];

function usedKeys(): string[] {
  const keys = new Set(DYNAMIC);
  for (const file of readdirSync(PHONE_DIR).filter((f) => f.endsWith('.ts'))) {
    for (const match of readFileSync(path.join(PHONE_DIR, file), 'utf8').matchAll(/'errors\.(\w+)'/g))
      keys.add(match[1]);
  }
  return [...keys].sort();
}

describe('softphone notices', () => {
  it('have texts in en and ru for every key the engine uses', async () => {
    const { en, ru } = await texts();
    const keys = usedKeys();
    expect(keys.length).toBeGreaterThan(10);
    for (const [lang, tree] of Object.entries({ en, ru })) {
      const errors = (tree as { errors: Record<string, string> }).errors;
      expect(
        keys.filter((key) => typeof errors[key] !== 'string' || !errors[key]),
        lang,
      ).toEqual([]);
    }
  });
});
