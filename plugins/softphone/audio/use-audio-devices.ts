// The device lists of the audio-devices dialog. Browsers hide device names until the page may use the
// microphone, so when they come unnamed the dialog asks for it once and lists them again.
import { useEffect, useState } from 'react';
import {
  listAudioDevices,
  mediaDevices,
  mediaProblem,
  requestMicrophoneAccess,
  type AudioDeviceLists,
  type MediaProblem,
} from './devices';

export interface AudioDevicesState extends Omit<AudioDeviceLists, 'labelled'> {
  loading: boolean;
  problem: MediaProblem | null;
}

const EMPTY: AudioDevicesState = { loading: true, microphones: [], speakers: [], problem: null };

export function useAudioDevices(): AudioDevicesState {
  const [state, setState] = useState<AudioDevicesState>(EMPTY);
  useEffect(() => {
    let alive = true;
    const load = async (): Promise<AudioDevicesState> => {
      if (!mediaDevices()?.enumerateDevices) return { ...EMPTY, loading: false, problem: 'unsupported' };
      let problem: MediaProblem | null = null;
      let lists = await listAudioDevices();
      if (!lists.labelled) {
        try {
          await requestMicrophoneAccess();
          lists = await listAudioDevices();
        } catch (error) {
          problem = mediaProblem(error);
        }
      }
      if (!problem && lists.microphones.length === 0 && lists.labelled) problem = 'noDevice';
      return { loading: false, microphones: lists.microphones, speakers: lists.speakers, problem };
    };
    load()
      .catch((error: unknown) => ({ ...EMPTY, loading: false, problem: mediaProblem(error) }))
      .then((next) => {
        if (alive) setState(next);
      });
    // A headset plugged in or out while the dialog is open shows up at once.
    const media = mediaDevices();
    const onChange = () => {
      void listAudioDevices()
        .then((lists) => {
          if (alive)
            setState((previous) => ({
              ...previous,
              microphones: lists.microphones,
              speakers: lists.speakers,
            }));
        })
        .catch(() => undefined);
    };
    media?.addEventListener?.('devicechange', onChange);
    return () => {
      alive = false;
      media?.removeEventListener?.('devicechange', onChange);
    };
  }, []);
  return state;
}
