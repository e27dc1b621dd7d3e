// Encodes 8 kHz stereo PCM into an Ogg Opus file with opusenc (Debian opus-tools), fed through its stdin
// with backpressure, so a long call streams through in bounded memory. 24 kbit/s keeps a talk minute near
// 180 KB, well under the 0.5 MB a minute the issue allows, and is plenty for two voices. Constrained VBR:
// plain VBR doubled the rate on tonal audio (48 kbit/s measured), so the size bound would depend on content.
import { spawn } from 'node:child_process';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { SAMPLE_RATE } from './pcap-to-pcm';

export const OPUS_BITRATE_KBPS = 24;
const STDERR_KEPT = 2000;

export async function encodeOpus(pcm: AsyncIterable<Buffer>, outPath: string): Promise<void> {
  const raw = ['--raw', '--raw-rate', String(SAMPLE_RATE), '--raw-chan', '2', '--raw-bits', '16'];
  const rate = ['--bitrate', String(OPUS_BITRATE_KBPS), '--cvbr'];
  const child = spawn('opusenc', ['--quiet', ...raw, ...rate, '-', outPath], {
    stdio: ['pipe', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr = (stderr + d).slice(-STDERR_KEPT)));
  const exited = new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  });
  // Awaited below; until then a spawn failure (opusenc not installed) must not count as unhandled.
  exited.catch(() => undefined);
  try {
    await pipeline(Readable.from(pcm), child.stdin);
  } catch (err) {
    child.kill('SIGKILL');
    // The process's own failure (e.g. opusenc not installed) explains a broken pipe better.
    await exited;
    throw err;
  }
  const code = await exited;
  if (code !== 0) throw new Error(`opusenc exited with ${code}: ${stderr.trim()}`);
}
