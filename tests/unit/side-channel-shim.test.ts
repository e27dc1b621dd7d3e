// The browser build swaps qs's `side-channel` for a few lines (vite.config.ts, src/shared/vendor): they must
// keep the package's behaviour, which qs's parse and stringify rely on.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
type Channel = {
  assert(key: unknown): void;
  delete(key: unknown): boolean;
  get(key: unknown): unknown;
  has(key: unknown): boolean;
  set(key: unknown, value: unknown): void;
};
const shim = require('../../src/shared/vendor/side-channel.cjs') as () => Channel;
const original = require('side-channel') as () => Channel;

describe('the side-channel stand-in', () => {
  it.each([
    ['the stand-in', shim],
    ['the package', original],
  ])('%s keeps objects and other keys apart, answers has/get/delete, and asserts', (_name, make) => {
    const channel = make();
    const key = {};
    expect(channel.has(key)).toBe(false);
    expect(channel.get(key)).toBeUndefined();
    expect(() => channel.assert(key)).toThrow(
      new TypeError('Side channel does not contain the given object key'),
    );
    channel.set(key, 1);
    channel.set('key', 2);
    channel.set(null, 3);
    expect([channel.get(key), channel.get('key'), channel.get(null)]).toEqual([1, 2, 3]);
    expect(channel.get({})).toBeUndefined();
    expect(() => channel.assert(key)).not.toThrow();
    expect(channel.delete(key)).toBe(true);
    expect(channel.delete(key)).toBe(false);
    expect(channel.has(key)).toBe(false);
    expect(channel.has('key')).toBe(true);
    expect(() => make().assert('missing')).toThrow(TypeError);
  });

  it('is what the browser build resolves `side-channel` to', async () => {
    const { default: config } = await import('../../vite.config');
    const aliases = (config.resolve?.alias ?? []) as { find: string | RegExp; replacement: string }[];
    const alias = aliases.find((a) => a.find instanceof RegExp && a.find.test('side-channel'));
    expect(alias?.replacement).toMatch(/src\/shared\/vendor\/side-channel\.cjs$/);
  });
});
