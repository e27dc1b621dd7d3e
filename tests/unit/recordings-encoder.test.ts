// The Opus encoder wrapper: PCM in, an Ogg Opus stereo file out; without opusenc it fails with the reason
// instead of crashing the process with an unhandled rejection.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { encodeOpus } from '../../server/telephony/recordings/opus-encoder';

const dir = mkdtempSync(path.join(tmpdir(), 'crm-opus-'));
const PATH = process.env.PATH;
afterEach(() => {
  process.env.PATH = PATH;
});

async function* silence(seconds: number) {
  for (let i = 0; i < seconds * 10; i++) yield Buffer.alloc(800 * 4);
}

describe('encodeOpus', () => {
  it('writes an Ogg Opus stereo file', async () => {
    const out = path.join(dir, 'ok.opus');
    await encodeOpus(silence(1), out);
    const bytes = readFileSync(out);
    expect(bytes.subarray(0, 4).toString()).toBe('OggS');
    expect(bytes[bytes.indexOf('OpusHead') + 9]).toBe(2);
    rmSync(out);
  });

  it('rejects with the reason when opusenc cannot be started', async () => {
    process.env.PATH = path.join(dir, 'nothing-here');
    await expect(encodeOpus(silence(5), path.join(dir, 'never.opus'))).rejects.toThrow(/ENOENT/);
  });
});
