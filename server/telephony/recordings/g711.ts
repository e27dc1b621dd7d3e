// G.711 decoding (ITU-T G.711: mu-law for payload type 0, A-law for 8) to 16-bit linear PCM, by lookup
// tables built once. These are the codecs carriers send; the recording keeps the customer leg's own audio.

export const PCMU = 0;
export const PCMA = 8;

function ulawToLinear(byte: number) {
  const u = ~byte & 0xff;
  const magnitude = (((u & 0x0f) << 3) + 0x84) << ((u & 0x70) >> 4);
  return u & 0x80 ? 0x84 - magnitude : magnitude - 0x84;
}

function alawToLinear(byte: number) {
  const a = byte ^ 0x55;
  const segment = (a & 0x70) >> 4;
  let magnitude = (a & 0x0f) << 4;
  magnitude = segment === 0 ? magnitude + 8 : (magnitude + 0x108) << (segment - 1);
  return a & 0x80 ? magnitude : -magnitude;
}

const table = (decode: (b: number) => number) => Int16Array.from({ length: 256 }, (_, b) => decode(b));
const ULAW = table(ulawToLinear);
const ALAW = table(alawToLinear);

/** True for the payload types this module decodes. */
export const isG711 = (payloadType: number) => payloadType === PCMU || payloadType === PCMA;

/** One sample per byte of the payload. */
export function decodeG711(payload: Uint8Array, payloadType: number): Int16Array {
  const lookup = payloadType === PCMA ? ALAW : ULAW;
  const pcm = new Int16Array(payload.length);
  for (let i = 0; i < payload.length; i++) pcm[i] = lookup[payload[i]];
  return pcm;
}
