// MEDIA_SERVER=embedded: the app runs rtpengine beside itself (before Kamailio) and restarts it when it
// dies. Listeners hear every death: call-control ends the calls that lived in it (status 101).
import type { MediaConfig } from './config';
import { rtpengineInstalled, startRtpengine, type RunningRtpengine } from './rtpengine';

interface Log {
  info: (message: string) => void;
  warn: (message: string) => void;
}

export interface EmbeddedMedia {
  /** Called each time the running rtpengine exits unexpectedly. */
  onExit(cb: () => void): void;
  stop(): Promise<void>;
}

export async function startEmbeddedMedia(media: MediaConfig, log: Log): Promise<EmbeddedMedia | null> {
  if (media.mode !== 'embedded') return null;
  if (!rtpengineInstalled()) {
    log.warn(
      'Media server: rtpengine is not installed (apt install rtpengine-daemon); outside calls are unavailable.',
    );
    media.mode = 'off';
    return null;
  }
  let stopping = false;
  let current: RunningRtpengine | null = null;
  const exitListeners: (() => void)[] = [];
  const run = async () => {
    try {
      current = await startRtpengine(media);
    } catch (err) {
      log.warn(`Media server did not start: ${(err as Error).message}`);
      setTimeout(() => void (stopping || run()), 2000);
      return;
    }
    log.info(`Media server (rtpengine) ng on udp:${media.ngHost}:${media.ngPort}`);
    current.process.once('exit', (code, signal) => {
      if (stopping) return;
      log.warn(`Media server exited (${signal ?? code}); restarting in 1 s`);
      for (const cb of exitListeners) cb();
      setTimeout(() => void (stopping || run()), 1000);
    });
  };
  await run();
  return {
    onExit: (cb) => void exitListeners.push(cb),
    stop: async () => {
      stopping = true;
      await current?.stop();
    },
  };
}
