// rtpengine's recording spool (--recording-method=pcap --recording-dir=<spool>), as rtpengine 10.5 writes
// it: while a call is recorded, `pcaps/<call-id>-<16 hex>.pcap` grows and its metadata sits in `tmp/`;
// when rtpengine forgets the call (after `delete` and its delete delay, 30 s by default) the metadata file
// moves to `metadata/rtpengine-meta-<call-id>-<16 hex>.txt`. That move is the signal that the pcap is
// complete. The metadata starts with the pcap's path, then holds the SDPs rtpengine produced while
// recording, and the `metadata` string of `start recording` (see recordingMetadata).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const META_NAME = /^rtpengine-meta-(.+)-[0-9a-f]{16}\.txt$/;
const OPEN_META_NAME = /^rtpengine-meta-(.+)-[0-9a-f]{16}\.tmp$/;
const CUSTOMER_PORT = /(?:^|[\s;])customer-port=(\d+)/g;

/**
 * The `metadata` to pass with ng `start recording`: rtpengine's local port facing the customer (the m= port
 * of the SDP rtpengine produced for the customer's side), so the converter knows which party is which.
 */
export const recordingMetadata = (customerPort: number) => `customer-port=${customerPort}`;

export interface RecordingFiles {
  callId: string;
  metadataPath: string;
}

async function recordingsIn(dir: string, pattern: RegExp): Promise<RecordingFiles[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  return names.flatMap((name) => {
    const m = pattern.exec(name);
    return m ? [{ callId: m[1], metadataPath: path.join(dir, name) }] : [];
  });
}

/** Every finished recording in the spool. */
export const finishedRecordings = (spoolDir: string) =>
  recordingsIn(path.join(spoolDir, 'metadata'), META_NAME);

/**
 * The finished recording of this rtpengine call, waiting up to `timeoutMs` for rtpengine to finish it.
 * After that, a recording rtpengine never finished (it was killed mid-call, or the call was never deleted)
 * is taken as it stands: the call has ended, so nothing more will be written to it.
 */
export async function waitForRecording(spoolDir: string, callId: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  const mine = (r: RecordingFiles) => r.callId === callId;
  for (;;) {
    const found = (await finishedRecordings(spoolDir)).find(mine);
    if (found) return found;
    if (Date.now() >= deadline) break;
    await sleep(Math.min(250, Math.max(1, deadline - Date.now())));
  }
  return (await recordingsIn(path.join(spoolDir, 'tmp'), OPEN_META_NAME)).find(mine) ?? null;
}

export interface RecordingMetadata {
  pcapPath: string;
  /** rtpengine's ports facing the customer: from recordingMetadata, else the plain-RTP side of the SDPs. */
  customerPorts: number[];
}

/** The media ports of plain RTP (carrier) and of secure (browser) m-lines in the SDPs of the metadata. */
function sdpPorts(text: string) {
  const plain: number[] = [];
  const secure: number[] = [];
  for (const m of text.matchAll(/^m=audio (\d+) (\S+)/gm)) {
    (m[2] === 'RTP/AVP' ? plain : secure).push(Number(m[1]));
  }
  return { plain, secure };
}

/**
 * rtpengine names both files of a recording alike (`rtpengine-meta-X.tmp|txt` and `pcaps/X.pcap`); an open
 * metadata file may still be empty (rtpengine writes it when the call ends), so its pcap is found by name.
 */
function pcapBesideMetadata(metadataPath: string) {
  const m = /^rtpengine-meta-(.+)\.(?:tmp|txt)$/.exec(path.basename(metadataPath));
  return m && path.join(path.dirname(path.dirname(metadataPath)), 'pcaps', `${m[1]}.pcap`);
}

export async function readMetadata(metadataPath: string): Promise<RecordingMetadata> {
  const text = await readFile(metadataPath, 'utf8');
  const named = text.split('\n', 1)[0].trim();
  const pcapPath = named.endsWith('.pcap') ? named : pcapBesideMetadata(metadataPath);
  if (!pcapPath) throw new Error(`${metadataPath} does not name a pcap`);
  const tagged = [...text.matchAll(CUSTOMER_PORT)].map((m) => Number(m[1]));
  const { plain, secure } = sdpPorts(text);
  // Only a mix of profiles tells the carrier's side from the browser's.
  const customerPorts = tagged.length ? tagged : secure.length ? plain : [];
  return { pcapPath, customerPorts };
}
