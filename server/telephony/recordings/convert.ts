// One conversion: the finished rtpengine recording named by its metadata file becomes a stereo Ogg Opus
// file at `outPath`. The file appears only when complete (written under a temporary name, then renamed),
// so a reader never sees half a recording and a failed run leaves nothing behind.
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { customerPortsByRtcpMux } from './customer-guess';
import { encodeOpus } from './opus-encoder';
import { emptyStats, pcapToStereoPcm, type PcmStats } from './pcap-to-pcm';
import { readPcapUdp } from './pcap-reader';
import { readMetadata } from './spool';

export interface Converted {
  pcapPath: string;
  stats: PcmStats;
}

export async function convertRecording(o: {
  metadataPath: string;
  outPath: string;
  /** rtpengine's port facing the customer, when the caller knows it better than the metadata. */
  customerPort?: number | null;
}): Promise<Converted> {
  const metadata = await readMetadata(o.metadataPath);
  const packetsOf = () => readPcapUdp(createReadStream(metadata.pcapPath, { highWaterMark: 256 * 1024 }));
  const known = o.customerPort ? [o.customerPort] : metadata.customerPorts;
  const customerPorts = new Set(known.length ? known : await customerPortsByRtcpMux(packetsOf()));
  const stats = emptyStats();
  const partial = `${o.outPath}.${randomBytes(4).toString('hex')}.part`;
  await mkdir(path.dirname(o.outPath), { recursive: true });
  try {
    await encodeOpus(pcapToStereoPcm(packetsOf(), customerPorts, stats), partial);
    if (stats.decoded === 0) throw new Error(`no G.711 audio in ${metadata.pcapPath}`);
    await rename(partial, o.outPath);
  } finally {
    await rm(partial, { force: true });
  }
  return { pcapPath: metadata.pcapPath, stats };
}
