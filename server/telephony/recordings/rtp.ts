// The fields of an RTP packet the converter needs (RFC 3550 section 5.1). RTCP sharing the port (rtcp-mux)
// and anything that is not RTP version 2 read as null, so the caller just skips them.

export interface RtpPacket {
  payloadType: number;
  sequence: number;
  timestamp: number;
  ssrc: number;
  payload: Buffer;
}

/** RTCP's packet type fills the whole second byte with 192-223 (RFC 5761 section 4), RTP's never does. */
export const isRtcp = (secondByte: number) => secondByte >= 192 && secondByte <= 223;

export function parseRtp(b: Buffer): RtpPacket | null {
  if (b.length < 12 || b[0] >> 6 !== 2 || isRtcp(b[1])) return null;
  const csrcCount = b[0] & 0x0f;
  let start = 12 + csrcCount * 4;
  if (b[0] & 0x10) {
    if (b.length < start + 4) return null;
    start += 4 + b.readUInt16BE(start + 2) * 4;
  }
  let end = b.length;
  if (b[0] & 0x20) end -= b[b.length - 1];
  if (end < start) return null;
  return {
    payloadType: b[1] & 0x7f,
    sequence: b.readUInt16BE(2),
    timestamp: b.readUInt32BE(4),
    ssrc: b.readUInt32BE(8),
    payload: b.subarray(start, end),
  };
}
