// Audio checks for the journeys: a WAV of a sine tone (sox), WAV reading, and whether a tone is in some
// audio (Goertzel: the energy at one frequency against the block's whole energy), so a test asserts
// "the customer heard the operator's 440 Hz", not only "bytes arrived".
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** A mono 16-bit WAV of a sine at `freqHz` (half scale), for baresip's aufile or Chromium's fake microphone. */
export function makeToneWav(file: string, freqHz: number, seconds = 30, rate = 48000): string {
  execFileSync('sox', [
    '-n',
    '-r',
    String(rate),
    '-c',
    '1',
    '-b',
    '16',
    file,
    'synth',
    String(seconds),
    'sine',
    String(freqHz),
    'vol',
    '0.5',
  ]);
  return file;
}

/** The first channel of a 16-bit PCM WAV (what baresip's sndfile writes), as samples in -1..1. */
export function readWav(file: string): { rate: number; samples: Float32Array } {
  const wav = readFileSync(file);
  let rate = 8000;
  let channels = 1;
  for (let at = 12; at + 8 <= wav.length;) {
    const id = wav.toString('ascii', at, at + 4);
    // A recorder still writing leaves the data size at 0 or too large: take what is there.
    const size = Math.min(wav.readUInt32LE(at + 4) || wav.length, wav.length - at - 8);
    if (id === 'fmt ') {
      channels = wav.readUInt16LE(at + 10);
      rate = wav.readUInt32LE(at + 12);
    } else if (id === 'data') {
      const frames = Math.floor(size / 2 / channels);
      const samples = new Float32Array(frames);
      for (let i = 0; i < frames; i++) samples[i] = wav.readInt16LE(at + 8 + i * 2 * channels) / 32768;
      return { rate, samples };
    }
    at += 8 + size + (size % 2);
  }
  return { rate, samples: new Float32Array(0) };
}

/** Share (0..1) of the block's energy that is at `freqHz`. */
function toneShare(block: Float32Array, rate: number, freqHz: number): number {
  const coefficient = 2 * Math.cos((2 * Math.PI * freqHz) / rate);
  let s1 = 0;
  let s2 = 0;
  let energy = 0;
  for (const x of block) {
    const s0 = x + coefficient * s1 - s2;
    s2 = s1;
    s1 = s0;
    energy += x * x;
  }
  const power = s1 * s1 + s2 * s2 - coefficient * s1 * s2;
  return energy > 0 ? (2 * power) / (block.length * energy) : 0;
}

const BLOCK_SECONDS = 0.05;
/** Quieter blocks are silence (about -50 dBFS). */
const MIN_RMS = 0.003;

function* blocksOf(samples: Float32Array, rate: number): Generator<Float32Array> {
  const size = Math.round(rate * BLOCK_SECONDS);
  for (let at = 0; at + size <= samples.length; at += size) yield samples.subarray(at, at + size);
}

const audible = (block: Float32Array) =>
  Math.sqrt(block.reduce((sum, x) => sum + x * x, 0) / block.length) >= MIN_RMS;

const secondsWhere = (samples: Float32Array, rate: number, test: (block: Float32Array) => boolean) =>
  [...blocksOf(samples, rate)].filter(test).length * BLOCK_SECONDS;

/** Seconds of `samples` in which `freqHz` carries most of the (audible) energy. */
export const toneSeconds = (samples: Float32Array, rate: number, freqHz: number): number =>
  secondsWhere(samples, rate, (block) => audible(block) && toneShare(block, rate, freqHz) > 0.5);

/** Seconds that are not silence. */
export const audibleSeconds = (samples: Float32Array, rate: number): number =>
  secondsWhere(samples, rate, audible);

/** Whether the tone is in the audio for at least `minSeconds` (default half a second). */
export const hasTone = (samples: Float32Array, rate: number, freqHz: number, minSeconds = 0.5): boolean =>
  toneSeconds(samples, rate, freqHz) >= minSeconds;
