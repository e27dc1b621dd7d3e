// The softphone's audio helpers (spec 000 sections 4.4 and 5, spec 001 section 9) with small fakes
// of what node lacks: localStorage, Web Audio and navigator.mediaDevices.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAudioContext } from '@/plugins/softphone/audio/audio-context';
import {
  applySpeaker,
  getMicrophoneId,
  mediaProblem,
  microphoneConstraints,
  setMicrophoneId,
} from '@/plugins/softphone/audio/devices';
import {
  DTMF_TONE_MS,
  dtmfFrequencies,
  isSoundPlaying,
  playDtmfTone,
  playSample,
  playSound,
  stopAllSounds,
  stopSound,
} from '@/plugins/softphone/audio/sounds';
import { installAudioUnlock, unlockAudio } from '@/plugins/softphone/audio/unlock';
import { levelOf } from '@/plugins/softphone/audio/use-mic-test';
import {
  DEFAULT_VOLUMES,
  getVolume,
  getVolumePercent,
  setVolume,
  SOUND_NAMES,
  volumeStorageKey,
} from '@/plugins/softphone/audio/volumes';

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

// --- a fake Web Audio graph, enough to see what the sounds schedule ---
class FakeParam {
  value = 0;
  events: [kind: string, value: number, time: number][] = [];
  setValueAtTime(value: number, time: number) {
    this.events.push(['set', value, time]);
    this.value = value;
    return this;
  }
  linearRampToValueAtTime(value: number, time: number) {
    this.events.push(['ramp', value, time]);
    return this;
  }
}
class FakeNode {
  outputs = new Set<unknown>();
  connect<T>(node: T): T {
    this.outputs.add(node);
    return node;
  }
  disconnect() {
    this.outputs.clear();
  }
}
class FakeGain extends FakeNode {
  gain = new FakeParam();
}
class FakeOscillator extends FakeNode {
  type = 'sine';
  frequency = new FakeParam();
  startAt: number | null = null;
  stopAt: number | null = null;
  stoppedNow = false;
  onended: (() => void) | null = null;
  start(time: number) {
    this.startAt = time;
  }
  stop(time?: number) {
    if (time === undefined) this.stoppedNow = true;
    else this.stopAt = time;
  }
}
class FakeAudioContext {
  static created: FakeAudioContext[] = [];
  state: AudioContextState = 'suspended';
  currentTime = 0;
  destination = new FakeNode();
  oscillators: FakeOscillator[] = [];
  gains: FakeGain[] = [];
  resume = vi.fn(async () => {
    if (FakeAudioContext.allowResume) this.state = 'running';
  });
  static allowResume = true;
  constructor() {
    FakeAudioContext.created.push(this);
  }
  createGain() {
    const gain = new FakeGain();
    this.gains.push(gain);
    return gain;
  }
  createOscillator() {
    const oscillator = new FakeOscillator();
    this.oscillators.push(oscillator);
    return oscillator;
  }
}

let storage: MemoryStorage;

beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('localStorage', storage);
  FakeAudioContext.created = [];
  FakeAudioContext.allowResume = true;
  vi.stubGlobal('AudioContext', FakeAudioContext);
  resetAudioContext();
});

afterEach(() => {
  stopAllSounds();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const context = () => FakeAudioContext.created[0];
/** Frequencies of the oscillators started, in order. */
const frequencies = (oscillators = context().oscillators) => oscillators.map((o) => o.frequency.value);

describe('volumes (spec 000 section 5, spec 001 section 9)', () => {
  it('defaults: ring, answer and hangup 0.5, ringback 0.1, rejected full', () => {
    expect(Object.fromEntries(SOUND_NAMES.map((name) => [name, getVolume(name)]))).toEqual({
      ring: 0.5,
      ringback: 0.1,
      answer: 0.5,
      hangup: 0.5,
      rejected: 1,
    });
    expect(getVolumePercent('ring')).toBe(50);
    expect(getVolumePercent('ringback')).toBe(10);
  });

  it('stores a percent 0-100 as a fraction, clamped and rounded', () => {
    expect(setVolume('ring', 75)).toBe(0.75);
    expect(storage.getItem(volumeStorageKey('ring'))).toBe('0.75');
    expect(getVolume('ring')).toBe(0.75);
    expect(getVolumePercent('ring')).toBe(75);
    expect(setVolume('answer', 140)).toBe(1);
    expect(setVolume('hangup', -5)).toBe(0);
    expect(getVolume('hangup')).toBe(0);
    expect(setVolume('ringback', 33.4)).toBe(0.33);
    expect(setVolume('rejected', Number.NaN)).toBe(DEFAULT_VOLUMES.rejected);
  });

  it('reads garbage, out-of-range and empty values as the default', () => {
    for (const garbage of ['loud', '', '  ', '1.5', '-0.2', 'NaN', 'Infinity', '{"v":1}']) {
      storage.setItem(volumeStorageKey('ring'), garbage);
      expect(getVolume('ring'), garbage).toBe(0.5);
    }
    storage.setItem(volumeStorageKey('ring'), '0');
    expect(getVolume('ring')).toBe(0);
  });

  it('works without storage, and keeps a volume storage refuses for this page', () => {
    vi.stubGlobal('localStorage', undefined);
    expect(getVolume('ringback')).toBe(0.1);
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
    });
    expect(getVolume('answer')).toBe(0.5);
    expect(setVolume('answer', 20)).toBe(0.2);
    expect(getVolume('answer')).toBe(0.2);
    vi.stubGlobal('localStorage', storage);
    setVolume('answer', 50);
    expect(getVolume('answer')).toBe(0.5);
  });
});

describe('DTMF tones (spec 001 section 9: 160 ms)', () => {
  it('maps every key to its row and column frequency', () => {
    const table: Record<string, [number, number]> = {
      '1': [697, 1209],
      '2': [697, 1336],
      '3': [697, 1477],
      '4': [770, 1209],
      '5': [770, 1336],
      '6': [770, 1477],
      '7': [852, 1209],
      '8': [852, 1336],
      '9': [852, 1477],
      '*': [941, 1209],
      '0': [941, 1336],
      '#': [941, 1477],
      A: [697, 1633],
      d: [941, 1633],
    };
    for (const [key, pair] of Object.entries(table)) expect(dtmfFrequencies(key), key).toEqual(pair);
    for (const bad of ['', 'E', '12', '+', ' ']) expect(dtmfFrequencies(bad), bad).toBeNull();
  });

  it('plays both frequencies together for 160 ms', () => {
    expect(DTMF_TONE_MS).toBe(160);
    expect(playDtmfTone('5')).toBe(true);
    const [low, high] = context().oscillators;
    expect(frequencies()).toEqual([770, 1336]);
    expect(low.startAt).toBe(high.startAt);
    expect(low.stopAt! - low.startAt!).toBeCloseTo(0.16, 6);
    expect(high.stopAt! - high.startAt!).toBeCloseTo(0.16, 6);
    expect(playDtmfTone('x')).toBe(false);
  });

  it('cuts the previous key tone short', () => {
    playDtmfTone('1');
    const first = context().oscillators.slice();
    playDtmfTone('#');
    expect(first.every((o) => o.stoppedNow)).toBe(true);
    expect(frequencies(context().oscillators.slice(2))).toEqual([941, 1477]);
  });
});

describe('sounds', () => {
  it('play at the stored volume and resume a suspended context', () => {
    setVolume('answer', 30);
    expect(playSound('answer')).toBe(true);
    const ctx = context();
    expect(ctx.resume).toHaveBeenCalled();
    const output = ctx.gains[0];
    expect(output.gain.value).toBe(0.3);
    expect(output.outputs.has(ctx.destination)).toBe(true);
    expect(frequencies()).toEqual([660, 880]);
  });

  it('default volumes apply without settings; an explicit volume wins', () => {
    playSound('ringback');
    expect(context().gains[0].gain.value).toBe(0.1);
    playSound('rejected', { volume: 0.8 });
    const outputs = context().gains.filter((g) => g.outputs.has(context().destination));
    expect(outputs.at(-1)!.gain.value).toBe(0.8);
  });

  it('ring repeats until stopped, then stops at once', () => {
    vi.useFakeTimers();
    playSound('ring');
    const ctx = context();
    const perCycle = ctx.oscillators.length;
    expect(perCycle).toBeGreaterThan(0);
    expect(isSoundPlaying('ring')).toBe(true);
    ctx.currentTime = 3;
    vi.advanceTimersByTime(3000);
    expect(ctx.oscillators.length).toBe(perCycle * 2);
    ctx.currentTime = 6;
    vi.advanceTimersByTime(3000);
    expect(ctx.oscillators.length).toBe(perCycle * 3);
    stopSound('ring');
    expect(isSoundPlaying('ring')).toBe(false);
    expect(ctx.oscillators.slice(-perCycle).every((o) => o.stoppedNow)).toBe(true);
    vi.advanceTimersByTime(10_000);
    expect(ctx.oscillators.length).toBe(perCycle * 3);
  });

  it('ringback is 425 Hz, 1 s on and 4 s off', () => {
    vi.useFakeTimers();
    playSound('ringback');
    const ctx = context();
    const [first] = ctx.oscillators;
    expect(first.frequency.value).toBe(425);
    expect(first.stopAt! - first.startAt!).toBeCloseTo(1, 6);
    ctx.currentTime = 5;
    vi.advanceTimersByTime(5000);
    expect(ctx.oscillators[1].startAt! - first.startAt!).toBeCloseTo(5, 6);
  });

  it('a one-off sound frees itself; stopAllSounds stops everything, samples included', () => {
    vi.useFakeTimers();
    playSound('hangup');
    expect(isSoundPlaying('hangup')).toBe(true);
    vi.advanceTimersByTime(2000);
    expect(isSoundPlaying('hangup')).toBe(false);
    playSound('ring');
    playSample('rejected', 0.4);
    stopAllSounds();
    expect(context().oscillators.filter((o) => !o.stoppedNow && o.stopAt === null)).toEqual([]);
    expect(isSoundPlaying('ring')).toBe(false);
  });

  it('a sample plays one cycle on its own channel and leaves a ring alone', () => {
    playSound('ring');
    const ring = context().oscillators.slice();
    playSample('ring', 0.2);
    expect(isSoundPlaying('ring')).toBe(true);
    expect(ring.some((o) => o.stoppedNow)).toBe(false);
  });

  it('without Web Audio nothing plays and nothing throws', () => {
    vi.stubGlobal('AudioContext', undefined);
    resetAudioContext();
    expect(playSound('ring')).toBe(false);
    expect(playDtmfTone('1')).toBe(false);
    expect(() => stopAllSounds()).not.toThrow();
  });
});

describe('unlocking audio', () => {
  const target = () => {
    const listeners = new Map<string, Set<EventListener>>();
    return {
      listeners,
      addEventListener: vi.fn((type: string, listener: EventListener) => {
        if (!listeners.has(type)) listeners.set(type, new Set());
        listeners.get(type)!.add(listener);
      }),
      removeEventListener: vi.fn((type: string, listener: EventListener) => {
        listeners.get(type)?.delete(listener);
      }),
      fire(type: string) {
        for (const listener of [...(listeners.get(type) ?? [])]) listener(new Event(type));
      },
    };
  };

  it('unlockAudio creates and resumes the context', async () => {
    expect(await unlockAudio()).toBe(true);
    expect(context().state).toBe('running');
    expect(await unlockAudio()).toBe(true);
    expect(FakeAudioContext.created).toHaveLength(1);
  });

  it('the first gesture resumes the context, then the listeners go', async () => {
    const events = target();
    const remove = installAudioUnlock(events);
    expect(installAudioUnlock(events)).toBe(remove);
    expect(events.listeners.get('pointerdown')?.size).toBe(1);
    expect(events.listeners.get('keydown')?.size).toBe(1);
    expect(FakeAudioContext.created).toHaveLength(0);
    events.fire('keydown');
    await vi.waitFor(() => expect(events.listeners.get('pointerdown')?.size).toBe(0));
    expect(context().state).toBe('running');
    expect(events.listeners.get('keydown')?.size).toBe(0);
  });

  it('keeps listening while the browser still refuses', async () => {
    FakeAudioContext.allowResume = false;
    const events = target();
    const remove = installAudioUnlock(events);
    events.fire('pointerdown');
    await Promise.resolve();
    await Promise.resolve();
    expect(events.listeners.get('pointerdown')?.size).toBe(1);
    FakeAudioContext.allowResume = true;
    events.fire('pointerdown');
    await vi.waitFor(() => expect(events.listeners.get('pointerdown')?.size).toBe(0));
    remove();
  });
});

describe('devices', () => {
  const device = (kind: MediaDeviceKind, deviceId: string, label = `${kind} ${deviceId}`) =>
    ({ kind, deviceId, label, groupId: 'g' }) as MediaDeviceInfo;
  const withDevices = (devices: MediaDeviceInfo[]) =>
    vi.stubGlobal('navigator', { mediaDevices: { enumerateDevices: vi.fn(async () => devices) } });

  it('the chosen microphone exactly while it is there, the default once it is gone', async () => {
    expect(await microphoneConstraints()).toEqual({ audio: true, video: false });
    setMicrophoneId('mic-2');
    expect(getMicrophoneId()).toBe('mic-2');
    withDevices([device('audioinput', 'default'), device('audioinput', 'mic-2')]);
    expect(await microphoneConstraints()).toEqual({ audio: { deviceId: { exact: 'mic-2' } }, video: false });
    withDevices([device('audioinput', 'default'), device('audioinput', 'mic-3')]);
    expect(await microphoneConstraints()).toEqual({ audio: true, video: false });
    // Before permission the browser hides ids: the choice becomes a preference.
    withDevices([device('audioinput', '', '')]);
    expect(await microphoneConstraints()).toEqual({ audio: { deviceId: { ideal: 'mic-2' } }, video: false });
    vi.stubGlobal('navigator', {});
    expect(await microphoneConstraints()).toEqual({ audio: true, video: false });
    setMicrophoneId(null);
    expect(getMicrophoneId()).toBeNull();
  });

  it('applySpeaker uses setSinkId and falls back to the default when the device is gone', async () => {
    const setSinkId = vi.fn(async (id: string) => {
      if (id === 'gone') throw new DOMException('not found', 'NotFoundError');
    });
    const element = { setSinkId } as unknown as HTMLMediaElement;
    expect(await applySpeaker(element, 'spk-1')).toBe(true);
    expect(setSinkId).toHaveBeenLastCalledWith('spk-1');
    expect(await applySpeaker(element, 'gone')).toBe(false);
    expect(setSinkId).toHaveBeenLastCalledWith('');
    expect(await applySpeaker({} as HTMLMediaElement, 'spk-1')).toBe(false);
  });

  it('names what went wrong', () => {
    const error = (name: string) => new DOMException('x', name);
    expect(mediaProblem(error('NotAllowedError'))).toBe('noPermission');
    expect(mediaProblem(error('NotFoundError'))).toBe('noDevice');
    expect(mediaProblem(error('NotReadableError'))).toBe('busy');
    expect(mediaProblem(new TypeError('no'))).toBe('unsupported');
    expect(mediaProblem('weird')).toBe('failed');
  });
});

describe('microphone level', () => {
  it('is 0 for silence and grows with the signal, capped at 100', () => {
    expect(levelOf(new Uint8Array(64).fill(128))).toBe(0);
    const quiet = levelOf(new Uint8Array(64).map((_, i) => (i % 2 ? 133 : 123)));
    const loud = levelOf(new Uint8Array(64).map((_, i) => (i % 2 ? 160 : 96)));
    expect(quiet).toBeGreaterThan(0);
    expect(loud).toBeGreaterThan(quiet);
    expect(levelOf(new Uint8Array(64).map((_, i) => (i % 2 ? 255 : 0)))).toBe(100);
    expect(levelOf(new Uint8Array(0))).toBe(0);
  });
});
