import { describe, expect, it } from 'vitest';
import { pingColour } from '@/plugins/ping/ping-colour';

describe('pingColour (spec 000 4.3, 001 section 9)', () => {
  it.each([
    [0, 'green'],
    [199, 'green'],
    [200, 'orange'],
    [899, 'orange'],
    [900, 'red'],
    [5000, 'red'],
  ] as const)('%i ms is %s', (ms, colour) => {
    expect(pingColour(ms)).toBe(colour);
  });

  it('unknown or failed (null) is grey, and so is anything that is not a duration', () => {
    expect(pingColour(null)).toBe('grey');
    expect(pingColour(Number.NaN)).toBe('grey');
    expect(pingColour(-1)).toBe('grey');
    expect(pingColour(Number.POSITIVE_INFINITY)).toBe('grey');
  });
});
