// Kamailio's core_hash (core/hashes.h) in JavaScript, and the node kamailio.cfg's CALLCONTROL_NODE picks with
// it, so a test can say in advance which numbers share a node.
const HASH_BITS = 0xfffff; // `{s.corehash,1048576}`

/** core_hash(s, NULL, 0): 4-byte words, then the tail, then the final mix; unsigned 32-bit throughout. */
export function coreHash(text: string): number {
  const bytes = Buffer.from(text);
  let h = 0;
  let p = 0;
  for (; p <= bytes.length - 4; p += 4) {
    const v = ((bytes[p] << 24) + (bytes[p + 1] << 16) + (bytes[p + 2] << 8) + bytes[p + 3]) >>> 0;
    h = (h + ((v ^ (v >>> 3)) >>> 0)) >>> 0;
  }
  let v = 0;
  for (; p < bytes.length; p++) v = ((v << 8) + bytes[p]) >>> 0;
  h = (h + ((v ^ (v >>> 3)) >>> 0)) >>> 0;
  return (h + (h >>> 11) + ((h >>> 13) + (h >>> 23))) >>> 0;
}

/** The index among `count` registered nodes that a call keyed by `key` goes to. */
export const kamailioPick = (key: string, count: number): number => (coreHash(key) & HASH_BITS) % count;

/**
 * Outside numbers, `each` of every kind: pick 0 or 1 of two nodes, times 11 digits (a full hash below 2^31)
 * or 15 digits (above it).
 */
export function numbersByHash(each: number): string[] {
  const numbers: string[] = [];
  for (const first of [74950000000, 749500000000000])
    for (const pick of [0, 1])
      for (let n = first, taken = 0; taken < each; n++)
        if (kamailioPick(String(n), 2) === pick) {
          numbers.push(String(n));
          taken++;
        }
  return numbers;
}
