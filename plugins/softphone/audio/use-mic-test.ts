// The microphone test of the audio-devices dialog (spec 000 sections 2.3 and 4.3): start opens the
// chosen microphone and shows a live level from an AnalyserNode; end (or leaving the dialog) stops
// the stream, so the browser's "recording" mark goes away.
import { useCallback, useEffect, useRef, useState } from 'react';
import { getAudioContext } from './audio-context';
import { mediaDevices, mediaProblem, microphoneConstraints, type MediaProblem } from './devices';

/** How often the level meter updates (ms). */
export const LEVEL_INTERVAL_MS = 100;

/** The level 0-100 of a frame of 8-bit time-domain samples (128 is silence): its RMS, scaled for speech. */
export function levelOf(samples: Uint8Array): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (const sample of samples) {
    const centred = (sample - 128) / 128;
    sum += centred * centred;
  }
  const rms = Math.sqrt(sum / samples.length);
  return Math.min(100, Math.round(rms * 400));
}

interface Running {
  stream: MediaStream;
  source: MediaStreamAudioSourceNode | null;
  timer: ReturnType<typeof setInterval> | null;
}

export interface MicrophoneTest {
  testing: boolean;
  /** 0-100 while testing. */
  level: number;
  problem: MediaProblem | null;
  start: () => Promise<void>;
  stop: () => void;
  toggle: () => void;
}

export function useMicrophoneTest(microphoneId: string | null): MicrophoneTest {
  const [testing, setTesting] = useState(false);
  const [level, setLevel] = useState(0);
  const [problem, setProblem] = useState<MediaProblem | null>(null);
  const running = useRef<Running | null>(null);
  // Bumped by every start and stop: a start that resolves after a stop releases its stream at once.
  const attempt = useRef(0);

  const release = useCallback(() => {
    const current = running.current;
    running.current = null;
    if (!current) return;
    if (current.timer !== null) clearInterval(current.timer);
    current.source?.disconnect();
    current.stream.getTracks().forEach((track) => track.stop());
  }, []);

  const stop = useCallback(() => {
    attempt.current += 1;
    release();
    setTesting(false);
    setLevel(0);
  }, [release]);

  const start = useCallback(async () => {
    release();
    const mine = ++attempt.current;
    setProblem(null);
    setTesting(true);
    const media = mediaDevices();
    if (!media?.getUserMedia) {
      setProblem('unsupported');
      setTesting(false);
      return;
    }
    let stream: MediaStream;
    try {
      stream = await media.getUserMedia(await microphoneConstraints(microphoneId));
    } catch (error) {
      if (mine === attempt.current) {
        setProblem(mediaProblem(error));
        setTesting(false);
      }
      return;
    }
    if (mine !== attempt.current) {
      stream.getTracks().forEach((track) => track.stop());
      return;
    }
    const current: Running = { stream, source: null, timer: null };
    running.current = current;
    const context = getAudioContext();
    if (!context) return; // the stream is open (the test shows the microphone works), no meter
    if (context.state === 'suspended') void context.resume().catch(() => undefined);
    const analyser = context.createAnalyser();
    analyser.fftSize = 1024;
    const source = context.createMediaStreamSource(stream);
    source.connect(analyser); // never to the speakers: no echo of the operator's own voice
    const samples = new Uint8Array(analyser.fftSize);
    current.source = source;
    current.timer = setInterval(() => {
      analyser.getByteTimeDomainData(samples);
      setLevel(levelOf(samples));
    }, LEVEL_INTERVAL_MS);
  }, [microphoneId, release]);

  const toggle = useCallback(() => {
    if (testing) stop();
    else void start();
  }, [testing, start, stop]);

  // Leaving the dialog ends the test.
  useEffect(
    () => () => {
      attempt.current += 1;
      release();
    },
    [release],
  );

  return { testing, level, problem, start, stop, toggle };
}
