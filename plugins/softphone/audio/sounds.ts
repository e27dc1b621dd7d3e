// The phone's sounds, synthesised with the Web Audio API (no recordings to license). Each sound is a
// pattern of tones; a ring or ringback repeats its cycle until stopped. Volumes come from volumes.ts,
// read each time a sound starts, so a change in the sound settings applies from the next sound on.
import { getAudioContext } from './audio-context';
import { applySpeakerToContext, getSpeakerId } from './devices';
import { getVolume, type SoundName } from './volumes';

/** One tone: sine waves at `frequencies` (Hz) from `at` for `duration` seconds of the cycle. */
export interface Tone {
  frequencies: readonly number[];
  at: number;
  duration: number;
}

export interface SoundPattern {
  tones: readonly Tone[];
  /** Seconds from one cycle to the next; absent for a sound that plays once. */
  period?: number;
}

const tone = (frequencies: readonly number[], at: number, duration: number): Tone => ({
  frequencies,
  at,
  duration,
});

/** A warbling electronic ring: 1.2 s of two notes alternating every 60 ms, every 3 s. */
const RING_TONES = Array.from({ length: 20 }, (_, i) => tone([i % 2 ? 1046 : 784], i * 0.06, 0.06));

export const SOUND_PATTERNS: Readonly<Record<SoundName, SoundPattern>> = {
  ring: { tones: RING_TONES, period: 3 },
  // The ringback tone of Russian networks (ITU-T E.180): 425 Hz, 1 s on, 4 s off.
  ringback: { tones: [tone([425], 0, 1)], period: 5 },
  // Two rising notes: connected.
  answer: { tones: [tone([660], 0, 0.09), tone([880], 0.1, 0.14)] },
  // Three short busy beeps at 425 Hz: the other side is gone.
  hangup: { tones: [tone([425], 0, 0.2), tone([425], 0.35, 0.2), tone([425], 0.7, 0.2)] },
  // A short rising error tone in the manner of the special information tone (950, 1400, 1800 Hz).
  rejected: { tones: [tone([950], 0, 0.12), tone([1400], 0.13, 0.12), tone([1800], 0.26, 0.16)] },
};

/** DTMF (ITU-T Q.23): each key is a low (row) and a high (column) frequency played together. */
const DTMF_ROWS = [697, 770, 852, 941] as const;
const DTMF_COLUMNS = [1209, 1336, 1477, 1633] as const;
const DTMF_KEYS = ['123A', '456B', '789C', '*0#D'] as const;

/** The key's frequency pair [low, high] in Hz; null for anything that is not a DTMF key. */
export function dtmfFrequencies(symbol: string): [number, number] | null {
  const key = symbol.toUpperCase();
  if (key.length !== 1) return null;
  for (let row = 0; row < DTMF_KEYS.length; row += 1) {
    const column = DTMF_KEYS[row].indexOf(key);
    if (column >= 0) return [DTMF_ROWS[row], DTMF_COLUMNS[column]];
  }
  return null;
}

/** Spec 001 section 9. */
export const DTMF_TONE_MS = 160;
/** The key tones have no volume setting of their own; a moderate fixed level. */
export const DTMF_VOLUME = 0.4;

/** Peak of all the sines of one tone together at volume 1, leaving headroom. */
const PEAK = 0.6;
/** Fade in and out of every tone, so it starts and stops without a click. */
const FADE = 0.006;
/** Repeating sounds schedule their next cycle this early (seconds). */
const LOOKAHEAD = 0.2;

interface Playing {
  output: GainNode;
  oscillators: Set<OscillatorNode>;
  timer: ReturnType<typeof setTimeout> | null;
}

type Channel = SoundName | 'dtmf' | 'sample';
const playing = new Map<Channel, Playing>();

let speakerApplied: string | null | undefined;

/** The tab's context, resumed and sent to the chosen speaker; null when audio is unavailable. */
function readyContext(): AudioContext | null {
  const context = getAudioContext();
  if (!context) return null;
  if (context.state === 'suspended') void context.resume().catch(() => undefined);
  const speaker = getSpeakerId();
  if (speaker !== speakerApplied) {
    speakerApplied = speaker;
    void applySpeakerToContext(context, speaker);
  }
  return context;
}

function scheduleTone(
  context: AudioContext,
  channel: Playing,
  { frequencies, at, duration }: Tone,
  start: number,
) {
  const begin = start + at;
  const end = begin + duration;
  const level = PEAK / Math.max(1, frequencies.length);
  const envelope = context.createGain();
  envelope.gain.setValueAtTime(0, begin);
  envelope.gain.linearRampToValueAtTime(level, begin + FADE);
  envelope.gain.setValueAtTime(level, end - FADE);
  envelope.gain.linearRampToValueAtTime(0, end);
  envelope.connect(channel.output);
  let running = frequencies.length;
  for (const frequency of frequencies) {
    const oscillator = context.createOscillator();
    oscillator.type = 'sine';
    oscillator.frequency.setValueAtTime(frequency, begin);
    oscillator.connect(envelope);
    oscillator.onended = () => {
      channel.oscillators.delete(oscillator);
      oscillator.disconnect();
      running -= 1;
      if (running === 0) envelope.disconnect();
    };
    channel.oscillators.add(oscillator);
    oscillator.start(begin);
    oscillator.stop(end);
  }
}

function start(channelName: Channel, pattern: SoundPattern, volume: number): boolean {
  stopChannel(channelName);
  const context = readyContext();
  if (!context) return false;
  const output = context.createGain();
  output.gain.setValueAtTime(Math.min(1, Math.max(0, volume)), context.currentTime);
  output.connect(context.destination);
  const channel: Playing = { output, oscillators: new Set(), timer: null };
  playing.set(channelName, channel);
  const cycle = (at: number) => {
    for (const item of pattern.tones) scheduleTone(context, channel, item, at);
    if (pattern.period === undefined) return;
    const next = at + pattern.period;
    const wait = Math.max(0, (next - context.currentTime - LOOKAHEAD) * 1000);
    channel.timer = setTimeout(() => {
      if (playing.get(channelName) === channel) cycle(Math.max(next, context.currentTime));
    }, wait);
  };
  cycle(context.currentTime + 0.02);
  if (pattern.period === undefined) {
    // A one-off sound lets go of its channel once its last tone has ended.
    const length = Math.max(...pattern.tones.map((item) => item.at + item.duration));
    channel.timer = setTimeout(
      () => {
        if (playing.get(channelName) === channel) stopChannel(channelName);
      },
      (length + 0.1) * 1000,
    );
  }
  return true;
}

function stopChannel(channelName: Channel): void {
  const channel = playing.get(channelName);
  if (!channel) return;
  playing.delete(channelName);
  if (channel.timer !== null) clearTimeout(channel.timer);
  for (const oscillator of channel.oscillators) {
    oscillator.onended = null;
    try {
      oscillator.stop();
    } catch {
      // never started or stopped already
    }
    oscillator.disconnect();
  }
  channel.oscillators.clear();
  channel.output.disconnect();
}

export interface PlayOptions {
  /** A fraction 0..1 instead of the stored volume (the settings' sample button plays unsaved values). */
  volume?: number;
}

/**
 * Starts a sound (again from its beginning if it is playing); ring and ringback repeat until
 * stopSound(); false when the browser has no Web Audio.
 */
export function playSound(name: SoundName, options: PlayOptions = {}): boolean {
  return start(name, SOUND_PATTERNS[name], options.volume ?? getVolume(name));
}

export function stopSound(name: SoundName): void {
  stopChannel(name);
}

export function stopAllSounds(): void {
  for (const channelName of [...playing.keys()]) stopChannel(channelName);
}

export const isSoundPlaying = (name: SoundName): boolean => playing.has(name);

/**
 * The key tone of a DTMF symbol (0-9, *, #, A-D) for 160 ms, cutting short the previous one;
 * false for an unknown symbol or without Web Audio.
 */
export function playDtmfTone(symbol: string): boolean {
  const pair = dtmfFrequencies(symbol);
  if (!pair) return false;
  return start('dtmf', { tones: [tone(pair, 0, DTMF_TONE_MS / 1000)] }, DTMF_VOLUME);
}

/** Seconds one cycle of the sound lasts (a repeating sound's first ring, ringback...). */
export const soundLength = (name: SoundName): number =>
  Math.max(...SOUND_PATTERNS[name].tones.map((item) => item.at + item.duration));

/**
 * One cycle of a sound at a given volume (fraction 0..1), on a channel of its own, so trying a sound
 * in the settings never cuts a real ring short; a new sample replaces the previous one.
 */
export function playSample(name: SoundName, volume: number): boolean {
  return start('sample', { tones: SOUND_PATTERNS[name].tones }, volume);
}

export const stopSample = (): void => stopChannel('sample');
