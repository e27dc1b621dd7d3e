// What each number of a file became, for a whole import: up to a million entries. As a Map of strings it held
// about 80 MB of the server's heap, and V8 let the heap grow several times that before collecting, which put
// a million-row import past its memory goal. Here a number of up to 15 digits is a key in a typed-array hash
// table (9 bytes a slot); anything else (longer, or not all digits) goes to a small Map beside it.
import type { NumberVerdict } from './batch';

const VERDICTS = [
  'accepted',
  'seen',
  'invalid_phone',
  'no_phone',
  'invalid_value',
  'no_contact',
  'duplicate_in_file',
  'blocked_region',
  'blacklisted',
  'duplicate',
] as const satisfies readonly NumberVerdict[];
// Every verdict has a code: a new reject reason that is not listed here fails to compile.
const everyVerdict: [Exclude<NumberVerdict, (typeof VERDICTS)[number]>] extends [never] ? true : never = true;
void everyVerdict;
const CODE = new Map<NumberVerdict, number>(VERDICTS.map((v, i) => [v, i + 1])); // 0 marks an empty slot
const DIGITS = /^\d{1,15}$/;

/** A leading 1 keeps leading zeros apart ('0123' and '123'); below 2^53, so every key is exact. */
const keyOf = (phone: string) => (DIGITS.test(phone) ? Number(`1${phone}`) : null);

export class NumberVerdicts {
  private keys: Float64Array;
  private codes: Uint8Array;

  /** `expected`: how many numbers will be put in, when known, so the table never grows (and copies) meanwhile. */
  constructor(expected = 0) {
    let slots = 1 << 12;
    while (slots < expected * 2 + 2) slots *= 2;
    this.keys = new Float64Array(slots);
    this.codes = new Uint8Array(slots);
  }
  private count = 0;
  private readonly others = new Map<string, NumberVerdict>();

  get size() {
    return this.count + this.others.size;
  }

  has(phone: string): boolean {
    return this.get(phone) !== undefined;
  }

  get(phone: string): NumberVerdict | undefined {
    const key = keyOf(phone);
    if (key === null) return this.others.get(phone);
    const slot = this.slotOf(key);
    return this.codes[slot] ? VERDICTS[this.codes[slot] - 1] : undefined;
  }

  set(phone: string, verdict: NumberVerdict): this {
    const key = keyOf(phone);
    if (key === null) {
      this.others.set(phone, verdict);
      return this;
    }
    return this.setKey(key, verdict);
  }

  /**
   * `set` for a number written in bytes [start, end) of a buffer: a number of digits becomes its key without
   * a string (a million stored numbers are read this way when an import starts, known-numbers.ts).
   */
  setBytes(bytes: Uint8Array, start: number, end: number, verdict: NumberVerdict): this {
    if (end > start && end - start <= 15) {
      let key = 1;
      let at = start;
      for (; at < end && bytes[at] >= 48 && bytes[at] <= 57; at++) key = key * 10 + (bytes[at] - 48);
      if (at === end) return this.setKey(key, verdict);
    }
    return this.set(
      Buffer.from(bytes.buffer, bytes.byteOffset + start, end - start).toString('utf8'),
      verdict,
    );
  }

  private setKey(key: number, verdict: NumberVerdict): this {
    let slot = this.slotOf(key);
    if (!this.codes[slot]) {
      if ((this.count + 1) * 2 > this.keys.length) {
        this.grow();
        slot = this.slotOf(key);
      }
      this.keys[slot] = key;
      this.count += 1;
    }
    this.codes[slot] = CODE.get(verdict)!;
    return this;
  }

  /** The slot holding `key`, or the empty one where it would go (linear probing, at most half full). */
  private slotOf(key: number): number {
    const mask = this.keys.length - 1;
    // Multiplicative hashing of both 26-bit halves: phone numbers are dense runs.
    let slot =
      (Math.imul(key % 67108864, 0x9e3779b1) ^ Math.imul(Math.floor(key / 67108864), 0x85ebca6b)) & mask;
    while (this.codes[slot] && this.keys[slot] !== key) slot = (slot + 1) & mask;
    return slot;
  }

  private grow() {
    const { keys, codes } = this;
    this.keys = new Float64Array(keys.length * 2);
    this.codes = new Uint8Array(codes.length * 2);
    for (let i = 0; i < keys.length; i++) {
      if (!codes[i]) continue;
      const slot = this.slotOf(keys[i]);
      this.keys[slot] = keys[i];
      this.codes[slot] = codes[i];
    }
  }
}
