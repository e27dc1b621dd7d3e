// G.711 (ITU-T) µ-law and A-law, the carriers' codecs: the SIPp customer's RTP endpoint encodes its
// tone and decodes what it hears, so tests can check the audio itself, not only that packets came.
const BIAS = 0x84;
const CLIP = 32635;

export function linearToUlaw(sample: number): number {
  const sign = sample < 0 ? 0x80 : 0;
  const magnitude = Math.min(Math.abs(sample), CLIP) + BIAS;
  let exponent = 7;
  for (let mask = 0x4000; (magnitude & mask) === 0 && exponent > 0; mask >>= 1) exponent--;
  const mantissa = (magnitude >> (exponent + 3)) & 0x0f;
  return ~(sign | (exponent << 4) | mantissa) & 0xff;
}

export function ulawToLinear(byte: number): number {
  const u = ~byte & 0xff;
  const magnitude = ((((u & 0x0f) << 3) + BIAS) << ((u & 0x70) >> 4)) - BIAS;
  return u & 0x80 ? -magnitude : magnitude;
}

export function alawToLinear(byte: number): number {
  const a = byte ^ 0x55;
  const exponent = (a & 0x70) >> 4;
  let magnitude = (a & 0x0f) << 4;
  magnitude = exponent === 0 ? magnitude + 8 : (magnitude + 0x108) << (exponent - 1);
  return a & 0x80 ? magnitude : -magnitude;
}

/** Payload bytes of RTP payload type 0 (PCMU) or 8 (PCMA) to samples in -1..1. */
export function decodeG711(payload: Uint8Array, payloadType: number): Float32Array {
  const decode = payloadType === 8 ? alawToLinear : ulawToLinear;
  return Float32Array.from(payload, (b) => decode(b) / 32768);
}
