// Per-sound volumes (spec 000 section 5, spec 001 section 9): the UI shows 0-100, localStorage keeps a
// fraction 0..1 per sound. Anything unreadable in storage (garbage, out of range, no storage at all)
// reads as the sound's default.

export const SOUND_NAMES = ['ring', 'ringback', 'answer', 'hangup', 'rejected'] as const;
export type SoundName = (typeof SOUND_NAMES)[number];

/** Spec 001 section 9: 0.5 for ring, answer and hangup; ringback 0.1; rejected full. */
export const DEFAULT_VOLUMES: Readonly<Record<SoundName, number>> = {
  ring: 0.5,
  ringback: 0.1,
  answer: 0.5,
  hangup: 0.5,
  rejected: 1,
};

export const volumeStorageKey = (name: SoundName) => `softphone.volume.${name}`;

export const isSoundName = (name: unknown): name is SoundName =>
  typeof name === 'string' && (SOUND_NAMES as readonly string[]).includes(name);

const storage = (): Storage | null => {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // a browser that forbids storage throws on access
  }
};

// Where a volume lives when storage refuses it (full, forbidden): this page keeps it.
const unsaved = new Map<SoundName, number>();

/** The sound's volume as a fraction 0..1: the stored one, or its default. */
export function getVolume(name: SoundName): number {
  const kept = unsaved.get(name);
  if (kept !== undefined) return kept;
  let raw: string | null = null;
  try {
    raw = storage()?.getItem(volumeStorageKey(name)) ?? null;
  } catch {
    raw = null;
  }
  if (raw === null || raw.trim() === '') return DEFAULT_VOLUMES[name];
  const value = Number(raw);
  return Number.isFinite(value) && value >= 0 && value <= 1 ? value : DEFAULT_VOLUMES[name];
}

/** The volume as the UI shows it: a whole percent 0-100. */
export const getVolumePercent = (name: SoundName): number => Math.round(getVolume(name) * 100);

/** Clamps a percent to 0-100 (not a number: the default's percent). */
export function clampPercent(percent: number, name: SoundName): number {
  if (!Number.isFinite(percent)) return Math.round(DEFAULT_VOLUMES[name] * 100);
  return Math.min(100, Math.max(0, Math.round(percent)));
}

/** Saves a volume given in percent (0-100, clamped) as a fraction; returns the fraction stored. */
export function setVolume(name: SoundName, percent: number): number {
  const fraction = clampPercent(percent, name) / 100;
  try {
    const store = storage();
    if (!store) throw new Error('no localStorage');
    store.setItem(volumeStorageKey(name), String(fraction));
    unsaved.delete(name);
  } catch {
    unsaved.set(name, fraction);
  }
  return fraction;
}
