// rtpengine's spool as 10.5 writes it (names and metadata layout seen from a real run): finding a call's
// recording, waiting for it to finish, and reading which port faces the customer.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  finishedRecordings,
  readMetadata,
  recordingMetadata,
  waitForRecording,
} from '../../server/telephony/recordings/spool';
import { recordingPath } from '../../server/telephony/recordings/storage';

function spool() {
  const dir = mkdtempSync(path.join(tmpdir(), 'crm-spool-unit-'));
  for (const sub of ['pcaps', 'metadata', 'tmp']) mkdirSync(path.join(dir, sub));
  return dir;
}

const sdp = (port: number, profile: string) =>
  `v=0\no=- 1 1 IN IP4 127.0.0.1\ns=-\nc=IN IP4 127.0.0.1\nt=0 0\nm=audio ${port} ${profile} 0\na=sendrecv\n`;

const metadataText = (pcap: string, sdps: string[], extra: string) =>
  `${pcap}\n\n\n` +
  sdps
    .map(
      (s, i) =>
        `Timestamp started ms: 1.0\nSDP mode: ${i ? 'answer' : 'offer'}\nSDP before RTP packet: 1\n\n${s}\n`,
    )
    .join('') +
  `Timestamp terminated ms(first monologue): 2.0\n\ncall start time: 2026-11-25T01:33:57\ncall end time: 2026-11-25T01:33:59\n\n\n${extra}\n`;

describe('recording spool', () => {
  it('finds finished recordings by call id, call ids with dashes included', async () => {
    const dir = spool();
    writeFileSync(path.join(dir, 'metadata', 'rtpengine-meta-a-b-c-0123456789abcdef.txt'), '');
    writeFileSync(path.join(dir, 'metadata', 'unrelated.txt'), '');
    expect((await finishedRecordings(dir)).map((r) => r.callId)).toEqual(['a-b-c']);
    expect((await waitForRecording(dir, 'a-b-c', 0))?.metadataPath).toMatch(/a-b-c-0123456789abcdef\.txt$/);
  });

  it('waits for rtpengine to finish the recording, then takes an unfinished one as it stands', async () => {
    const dir = spool();
    const open = path.join(dir, 'tmp', 'rtpengine-meta-live-fedcba9876543210.tmp');
    writeFileSync(open, '');
    expect((await waitForRecording(dir, 'live', 50))?.metadataPath).toBe(open);
    expect(await waitForRecording(dir, 'absent', 50)).toBeNull();
    const finished = path.join(dir, 'metadata', 'rtpengine-meta-late-0123456789abcdef.txt');
    setTimeout(() => writeFileSync(finished, ''), 100);
    expect((await waitForRecording(dir, 'late', 5000))?.metadataPath).toBe(finished);
  });

  it('reads the pcap path and the customer port the call-control service passed', async () => {
    const dir = spool();
    const file = path.join(dir, 'metadata', 'rtpengine-meta-x-0123456789abcdef.txt');
    const pcap = path.join(dir, 'pcaps', 'x-0123456789abcdef.pcap');
    writeFileSync(file, metadataText(pcap, [sdp(31000, 'UDP/TLS/RTP/SAVPF')], recordingMetadata(31010)));
    expect(await readMetadata(file)).toEqual({ pcapPath: pcap, customerPorts: [31010] });
  });

  it('takes the plain-RTP side of the SDPs only when the other side is a browser', async () => {
    const dir = spool();
    const file = path.join(dir, 'metadata', 'rtpengine-meta-y-0123456789abcdef.txt');
    writeFileSync(
      file,
      metadataText('/p/y.pcap', [sdp(31000, 'UDP/TLS/RTP/SAVPF'), sdp(31010, 'RTP/AVP')], ''),
    );
    expect((await readMetadata(file)).customerPorts).toEqual([31010]);
    writeFileSync(file, metadataText('/p/y.pcap', [sdp(31000, 'RTP/AVP'), sdp(31010, 'RTP/AVP')], ''));
    expect((await readMetadata(file)).customerPorts).toEqual([]);
  });

  it('finds the pcap of a metadata file rtpengine has not written yet by its name', async () => {
    const dir = spool();
    const file = path.join(dir, 'tmp', 'rtpengine-meta-z-0123456789abcdef.tmp');
    writeFileSync(file, '');
    expect((await readMetadata(file)).pcapPath).toBe(path.join(dir, 'pcaps', 'z-0123456789abcdef.pcap'));
  });
});

describe('recording storage path', () => {
  it('dates by the call start in UTC and keeps the file name safe', () => {
    expect(recordingPath(new Date('2026-12-31T23:30:00-02:00'), 'abc-1')).toBe('2027/01/01/abc-1.opus');
    expect(recordingPath(new Date('2026-11-25T10:00:00Z'), '../x/y@z')).toBe('2026/11/25/__x_y_z.opus');
  });
});
