// Audio checks on the browser side of a journey (the operator's softphone, a JsSIP peer page):
// - feed Chromium's fake microphone a tone: launchChromium(fakeMicrophoneArgs(makeToneWav(file, 1000)));
// - watchPeerConnections(context) before the page loads keeps every RTCPeerConnection the page makes
//   (JsSIP's included) in window.__peerConnections, without touching the app;
// - inboundAudio(page) sums WebRTC getStats inbound-rtp (bytes, packets, audio level) over them;
// - heardByBrowser(page, ms) records what the page receives (WebAudio on each receiver's track) and gives
//   the samples back, so toneSeconds()/hasTone() from audio.ts say "the operator heard the customer's 440 Hz".
import type { BrowserContext, Page } from 'playwright-core';

declare global {
  interface Window {
    __peerConnections?: RTCPeerConnection[];
  }
}

/** Chromium arguments that make the fake microphone play `wavFile` (looped) instead of its beep. */
export const fakeMicrophoneArgs = (wavFile: string): string[] => [
  '--use-fake-device-for-media-stream',
  `--use-file-for-fake-audio-capture=${wavFile}`,
];

export async function watchPeerConnections(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const Native = window.RTCPeerConnection;
    const kept: RTCPeerConnection[] = (window.__peerConnections = []);
    window.RTCPeerConnection = class extends Native {
      constructor(config?: RTCConfiguration) {
        super(config);
        kept.push(this);
      }
    };
  });
}

export interface AudioStats {
  bytes: number;
  packets: number;
  /** The highest audioLevel (0..1) among the inbound streams. */
  audioLevel: number;
}

/** Audio received so far over the page's peer connections that are not closed. */
export function inboundAudio(page: Page): Promise<AudioStats> {
  return page.evaluate(async () => {
    const total = { bytes: 0, packets: 0, audioLevel: 0 };
    for (const pc of window.__peerConnections ?? []) {
      if (pc.connectionState === 'closed') continue;
      (await pc.getStats()).forEach((r: RTCInboundRtpStreamStats & { audioLevel?: number }) => {
        if (r.type !== 'inbound-rtp' || r.kind !== 'audio') return;
        total.bytes += r.bytesReceived ?? 0;
        total.packets += r.packetsReceived ?? 0;
        total.audioLevel = Math.max(total.audioLevel, r.audioLevel ?? 0);
      });
    }
    return total;
  });
}

/**
 * What the page's live peer connections receive during the next `ms`, as samples (-1..1) at `rate`.
 * Chromium gives a remote track's audio to WebAudio only while a media element plays it, so a muted
 * element plays it too.
 */
export function heardByBrowser(page: Page, ms = 1500): Promise<{ rate: number; samples: Float32Array }> {
  return page
    .evaluate(async (duration) => {
      const tracks = (window.__peerConnections ?? [])
        .filter((pc) => pc.connectionState !== 'closed')
        .flatMap((pc) => pc.getReceivers().map((r) => r.track))
        .filter((t) => t.kind === 'audio' && t.readyState === 'live');
      if (tracks.length === 0) return { rate: 48000, samples: [] as number[] };
      const stream = new MediaStream(tracks);
      const element = new Audio();
      element.muted = true;
      element.srcObject = stream;
      await element.play().catch(() => undefined);
      const context = new AudioContext();
      await context.resume();
      const recorder = context.createScriptProcessor(4096, 1, 1);
      const samples: number[] = [];
      recorder.onaudioprocess = (e) => samples.push(...e.inputBuffer.getChannelData(0));
      context.createMediaStreamSource(stream).connect(recorder);
      recorder.connect(context.destination);
      await new Promise((r) => setTimeout(r, duration));
      recorder.disconnect();
      element.srcObject = null;
      await context.close();
      return { rate: context.sampleRate, samples };
    }, ms)
    .then(({ rate, samples }) => ({ rate, samples: Float32Array.from(samples) }));
}
