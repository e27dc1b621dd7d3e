// Two channels of 16-bit samples on one timeline (sample 0 = the recording's first packet), written at any
// position and taken out in order as interleaved stereo. Gaps stay zero, so silence is inserted wherever a
// party sent nothing and both channels stay in step. Only the span not yet taken is held in memory; two
// streams landing on the same channel (e.g. the operator, then a transfer target) are summed with clipping.

export const LEFT = 0;
export const RIGHT = 1;
export type Channel = typeof LEFT | typeof RIGHT;

export class StereoTimeline {
  /** Timeline position of samples[0]. */
  private base = 0;
  /** Interleaved: left, right, left, right... */
  private samples = new Int16Array(2 * 8000);
  /** One past the last position written. */
  private end = 0;

  /** Position before which nothing can be written any more. */
  get taken() {
    return this.base;
  }

  write(channel: Channel, position: number, pcm: Int16Array) {
    const skip = Math.max(0, this.base - position);
    if (skip >= pcm.length) return;
    const from = position + skip;
    this.ensure(from + pcm.length - skip);
    for (let i = skip, at = 2 * (from - this.base) + channel; i < pcm.length; i++, at += 2) {
      const sum = this.samples[at] + pcm[i];
      this.samples[at] = sum > 32767 ? 32767 : sum < -32768 ? -32768 : sum;
    }
    this.end = Math.max(this.end, position + pcm.length);
  }

  /** Interleaved little-endian samples of [taken, until); later writes before `until` are dropped. */
  take(until: number): Buffer {
    const count = Math.max(0, Math.min(until, this.end) - this.base);
    if (count === 0) return Buffer.alloc(0);
    const out = Buffer.from(this.samples.slice(0, 2 * count).buffer);
    this.samples.copyWithin(0, 2 * count);
    this.samples.fill(0, this.samples.length - 2 * count);
    this.base += count;
    return out;
  }

  /** Everything not taken yet. */
  rest(): Buffer {
    return this.take(this.end);
  }

  private ensure(until: number) {
    const needed = 2 * (until - this.base);
    if (needed <= this.samples.length) return;
    let size = this.samples.length;
    while (size < needed) size *= 2;
    const grown = new Int16Array(size);
    grown.set(this.samples);
    this.samples = grown;
  }
}
