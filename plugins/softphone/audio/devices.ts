// The microphone and speaker the operator chose (the audio-devices dialog), kept in localStorage by
// device id, and what the phone needs from them: getUserMedia constraints for the microphone and
// setSinkId for the speaker. A chosen device that is no longer there falls back to the system default.

export const MICROPHONE_STORAGE_KEY = 'softphone.microphoneId';
export const SPEAKER_STORAGE_KEY = 'softphone.speakerId';

function read(key: string): string | null {
  try {
    const value = globalThis.localStorage?.getItem(key);
    return value ? value : null;
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value) globalThis.localStorage?.setItem(key, value);
    else globalThis.localStorage?.removeItem(key);
  } catch {
    // Storage forbidden or full: the choice lasts until the dialog closes.
  }
}

/** The chosen microphone's device id; null for the system default. */
export const getMicrophoneId = (): string | null => read(MICROPHONE_STORAGE_KEY);
/** The chosen speaker's device id; null for the system default. */
export const getSpeakerId = (): string | null => read(SPEAKER_STORAGE_KEY);
/** Saves the microphone choice; null or '' means the system default. */
export const setMicrophoneId = (id: string | null): void => write(MICROPHONE_STORAGE_KEY, id);
/** Saves the speaker choice; null or '' means the system default. */
export const setSpeakerId = (id: string | null): void => write(SPEAKER_STORAGE_KEY, id);

/** navigator.mediaDevices, absent on plain http and in old browsers. */
export const mediaDevices = (): MediaDevices | null =>
  (typeof navigator !== 'undefined' && navigator.mediaDevices) || null;

export interface AudioDeviceLists {
  microphones: MediaDeviceInfo[];
  speakers: MediaDeviceInfo[];
  /** False while the browser hides device names (no microphone permission yet). */
  labelled: boolean;
}

// Chrome lists the system default as a device of its own ('default'); the dialog offers the default
// as its first option already. Before permission the ids are empty: nothing there to choose.
const choosable = (device: MediaDeviceInfo) => device.deviceId !== '' && device.deviceId !== 'default';

/** The audio inputs and outputs the browser reports. */
export async function listAudioDevices(): Promise<AudioDeviceLists> {
  const media = mediaDevices();
  if (!media?.enumerateDevices) return { microphones: [], speakers: [], labelled: false };
  const devices = await media.enumerateDevices();
  const inputs = devices.filter((device) => device.kind === 'audioinput');
  return {
    microphones: inputs.filter(choosable),
    speakers: devices.filter((device) => device.kind === 'audiooutput').filter(choosable),
    labelled: inputs.some((device) => device.label !== ''),
  };
}

/** Asks for the microphone (so the browser names the devices) and releases it at once. */
export async function requestMicrophoneAccess(): Promise<void> {
  const media = mediaDevices();
  if (!media?.getUserMedia) throw new DOMException('No media devices', 'NotSupportedError');
  const stream = await media.getUserMedia({ audio: true, video: false });
  stream.getTracks().forEach((track) => track.stop());
}

/**
 * getUserMedia constraints for the chosen microphone (or `microphoneId` when given): exactly that
 * device while the browser lists it; the system default once it is gone; and, while the browser hides
 * device ids (no permission yet), the chosen one as a preference the browser may skip.
 */
export async function microphoneConstraints(
  microphoneId: string | null = getMicrophoneId(),
): Promise<MediaStreamConstraints> {
  if (!microphoneId) return { audio: true, video: false };
  let inputs: MediaDeviceInfo[] = [];
  try {
    const media = mediaDevices();
    inputs = media?.enumerateDevices
      ? (await media.enumerateDevices()).filter((device) => device.kind === 'audioinput')
      : [];
  } catch {
    inputs = [];
  }
  if (inputs.some((device) => device.deviceId === microphoneId))
    return { audio: { deviceId: { exact: microphoneId } }, video: false };
  const idsHidden = inputs.length > 0 && inputs.every((device) => device.deviceId === '');
  if (idsHidden) return { audio: { deviceId: { ideal: microphoneId } }, video: false };
  return { audio: true, video: false };
}

type SinkTarget = { setSinkId?: (id: string) => Promise<void> };

/** Whether this browser can send an <audio> element to a chosen output (setSinkId). */
export const canChooseSpeaker = (): boolean =>
  typeof HTMLMediaElement !== 'undefined' && 'setSinkId' in HTMLMediaElement.prototype;

async function setSink(target: SinkTarget, speakerId: string | null): Promise<boolean> {
  if (typeof target.setSinkId !== 'function') return false;
  try {
    await target.setSinkId(speakerId ?? '');
    return true;
  } catch {
    // The chosen speaker is gone (or not allowed): back to the system default.
    if (!speakerId) return false;
    try {
      await target.setSinkId('');
    } catch {
      // nothing more to try
    }
    return false;
  }
}

/**
 * Sends an <audio> element (the call's remote voice) to the chosen speaker when the browser supports
 * setSinkId; resolves true when the chosen output (or the default, with no choice) is in use.
 */
export const applySpeaker = (element: HTMLMediaElement, speakerId: string | null = getSpeakerId()) =>
  setSink(element as unknown as SinkTarget, speakerId);

/** The same for an AudioContext (the phone's sounds), where the browser supports it. */
export const applySpeakerToContext = (context: BaseAudioContext, speakerId: string | null = getSpeakerId()) =>
  setSink(context as unknown as SinkTarget, speakerId);

/** Why the microphone or the device list is out of reach, for a translated message (`audio.problem.*`). */
export type MediaProblem = 'unsupported' | 'noPermission' | 'noDevice' | 'busy' | 'failed';

export function mediaProblem(error: unknown): MediaProblem {
  const name = (error as { name?: unknown } | null)?.name;
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return 'noPermission';
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return 'noDevice';
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return 'busy';
    case 'NotSupportedError':
    case 'TypeError':
      return 'unsupported';
    default:
      return 'failed';
  }
}
