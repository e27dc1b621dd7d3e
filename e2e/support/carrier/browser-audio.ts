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
 * `ms` of the audio the page's live peer connections receive (or send: `direction`), from the first
 * audible sample on (waiting up to `ms` + 5 s for one), mixed, as samples (-1..1) at `rate`. Each track
 * gets its own source (WebAudio takes only one track of a stream, and a sendrecv connection also has a
 * silent receiver), and a media element plays it at volume 0: Chromium gives a remote track's audio to
 * WebAudio only while one does.
 */
export function heardByBrowser(
  page: Page,
  ms = 1500,
  direction: 'received' | 'sent' = 'received',
): Promise<{ rate: number; samples: Float32Array }> {
  return page
    .evaluate(
      async ({ duration, direction }) => {
        const tracks = (window.__peerConnections ?? [])
          .filter((pc) => pc.connectionState !== 'closed')
          .flatMap((pc) =>
            direction === 'received'
              ? pc.getReceivers().map((r) => r.track)
              : pc.getSenders().flatMap((s) => (s.track ? [s.track] : [])),
          )
          .filter((t) => t.kind === 'audio' && t.readyState === 'live');
        const context = new AudioContext();
        await context.resume();
        const recorder = context.createScriptProcessor(4096, 1, 1);
        const elements = await Promise.all(
          tracks.map(async (track) => {
            const stream = new MediaStream([track]);
            const element = new Audio();
            element.volume = 0;
            element.srcObject = stream;
            await element.play().catch(() => undefined);
            context.createMediaStreamSource(stream).connect(recorder);
            return element;
          }),
        );
        const wanted = Math.round((context.sampleRate * duration) / 1000);
        const samples: number[] = [];
        await new Promise<void>((resolve) => {
          const giveUp = setTimeout(resolve, duration + 5000);
          recorder.onaudioprocess = (e) => {
            const chunk = e.inputBuffer.getChannelData(0);
            if (samples.length === 0 && !chunk.some((x) => Math.abs(x) > 0.003)) return;
            samples.push(...chunk);
            if (samples.length < wanted) return;
            clearTimeout(giveUp);
            resolve();
          };
          recorder.connect(context.destination);
        });
        recorder.disconnect();
        for (const element of elements) element.srcObject = null;
        await context.close();
        return { rate: context.sampleRate, samples };
      },
      { duration: ms, direction },
    )
    .then(({ rate, samples }) => ({ rate, samples: Float32Array.from(samples) }));
}
