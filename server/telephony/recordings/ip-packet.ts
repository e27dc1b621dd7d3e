// Unwraps one captured frame down to its UDP payload: the link layer (by the pcap's link type), then IPv4
// or IPv6, then UDP. Anything else (TCP, fragments, unknown link types) is skipped, not an error: a
// recording may hold packets the converter has no use for.

export interface UdpDatagram {
  src: string;
  srcPort: number;
  dst: string;
  dstPort: number;
  payload: Buffer;
}

const LINK_ETHERNET = 1;
const LINK_RAW = 101;
const LINK_LINUX_SLL = 113;
const LINK_IPV4 = 228;
const LINK_IPV6 = 229;
const ETHERTYPE_VLAN = 0x8100;
const UDP = 17;

/** The IP packet inside a frame of this link type, or null. */
function ipOfFrame(frame: Buffer, linkType: number): Buffer | null {
  if (linkType === LINK_RAW || linkType === LINK_IPV4 || linkType === LINK_IPV6) return frame;
  if (linkType === LINK_LINUX_SLL) return frame.length > 16 ? frame.subarray(16) : null;
  if (linkType !== LINK_ETHERNET || frame.length < 14) return null;
  let offset = 12;
  while (frame.length >= offset + 2 && frame.readUInt16BE(offset) === ETHERTYPE_VLAN) offset += 4;
  return frame.length > offset + 2 ? frame.subarray(offset + 2) : null;
}

function ipv6Text(b: Buffer) {
  const groups: string[] = [];
  for (let i = 0; i < 16; i += 2) groups.push(b.readUInt16BE(i).toString(16));
  return groups.join(':');
}

export function udpOfFrame(frame: Buffer, linkType: number): UdpDatagram | null {
  const ip = ipOfFrame(frame, linkType);
  if (!ip || ip.length < 20) return null;
  const version = ip[0] >> 4;
  let src: string;
  let dst: string;
  let udp: Buffer;
  if (version === 4) {
    const headerLength = (ip[0] & 0x0f) * 4;
    const fragmentOffset = ip.readUInt16BE(6) & 0x1fff;
    if (ip[9] !== UDP || fragmentOffset !== 0 || headerLength < 20) return null;
    src = ip.subarray(12, 16).join('.');
    dst = ip.subarray(16, 20).join('.');
    udp = ip.subarray(headerLength);
  } else if (version === 6 && ip.length >= 40 && ip[6] === UDP) {
    src = ipv6Text(ip.subarray(8, 24));
    dst = ipv6Text(ip.subarray(24, 40));
    udp = ip.subarray(40);
  } else return null;
  if (udp.length < 8) return null;
  const length = Math.min(udp.readUInt16BE(4), udp.length);
  if (length < 8) return null;
  return {
    src,
    dst,
    srcPort: udp.readUInt16BE(0),
    dstPort: udp.readUInt16BE(2),
    payload: udp.subarray(8, length),
  };
}
