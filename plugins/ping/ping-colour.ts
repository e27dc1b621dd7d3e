// Spec 000 section 4.3 and 001 section 9. The spec's "over 900" and "under 900" leave 900 itself
// open; it counts as red so that every value has exactly one colour.

export type PingColour = 'grey' | 'green' | 'orange' | 'red';

export const GREEN_BELOW_MS = 200;
export const RED_FROM_MS = 900;

/** `null` means unknown (not measured yet) or failed. */
export function pingColour(ms: number | null): PingColour {
  if (ms === null || !Number.isFinite(ms) || ms < 0) return 'grey';
  if (ms < GREEN_BELOW_MS) return 'green';
  if (ms < RED_FROM_MS) return 'orange';
  return 'red';
}

export const PING_COLOUR_CSS: Record<PingColour, string> = {
  grey: '#bfbfbf',
  green: '#52c41a',
  orange: '#fa8c16',
  red: '#f5222d',
};
