// A customer phone that hears: baresip (Debian 1.0) on a loopback SIP port, no registration, auto-answer,
// sending a sine tone (aufile, from a WAV sox made) and recording what it receives (sndfile's
// dump-*-dec.wav). A trunk pointed at 127.0.0.1:<sipPort> rings it; dial() places a call through ctrl_tcp.
// Stop it before Kamailio (STACK.md: it hangs unregistering otherwise).
import { mkdirSync, mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../../tests/setup/postgres-server';
import { audibleSeconds, makeToneWav, readWav, toneSeconds } from './audio';
import { connectControl, type BaresipEvent } from './baresip-control';
import { waitListening } from './listening';
import { spawnTracked } from './processes';

const BARESIP = process.env.BARESIP_PATH ?? '/usr/bin/baresip';

export interface BaresipCustomer {
  sipPort: number;
  /** Its address, for a trunk's host:port or a SIP URI. */
  uri: string;
  /** Call `target` (a SIP URI); resolves once baresip has sent the INVITE. */
  dial(target: string): Promise<void>;
  hangup(): Promise<void>;
  /** Call events so far (CALL_INCOMING, CALL_RINGING, CALL_ESTABLISHED, CALL_CLOSED...). */
  events(): BaresipEvent[];
  /** The first `type` event at or after `since` (a Date.now() value; default: any). */
  waitForEvent(type: string, options?: { since?: number; timeoutMs?: number }): Promise<BaresipEvent>;
  /** The received-audio WAV of the latest call, or null before any call had audio. */
  heardFile(): string | null;
  /** Seconds of the latest call's received audio in which `freqHz` dominates. */
  heardSeconds(freqHz: number): number;
  /** Whether the latest call's received audio has `freqHz` for at least `minSeconds` (default 0.5). */
  heardTone(freqHz: number, minSeconds?: number): boolean;
  /** Seconds of received audio that were not silence. */
  receivedSeconds(): number;
  stop(): Promise<void>;
}

function config(o: { dir: string; sipPort: number; ctrlPort: number; toneFile: string }): string {
  return [
    ['poll_method', 'epoll'],
    ['sip_listen', `127.0.0.1:${o.sipPort}`],
    ['net_interface', '127.0.0.1'],
    ['call_local_timeout', '120'],
    ['call_max_calls', '4'],
    ['audio_source', `aufile,${o.toneFile}`],
    // No sound card: the player is a bridge nobody reads; sndfile records the decoded audio before it.
    ['audio_player', 'aubridge,void'],
    ['audio_alert', 'aubridge,void'],
    ['module_path', '/usr/lib/baresip/modules'],
    ['module', 'g711.so'],
    ['module', 'aufile.so'],
    ['module', 'aubridge.so'],
    ['module', 'sndfile.so'],
    ['module_app', 'account.so'],
    ['module_app', 'menu.so'], // the dial / hangup commands
    ['module_app', 'ctrl_tcp.so'],
    ['ctrl_tcp_listen', `127.0.0.1:${o.ctrlPort}`],
    ['snd_path', join(o.dir, 'heard')],
  ]
    .map(([key, value]) => `${key}\t\t${value}`)
    .join('\n');
}

export async function startBaresipCustomer(
  options: {
    sipPort?: number;
    tone?: number;
    /**
     * The numbers it answers as (baresip answers 404 to a request URI user it has no account for); the
     * first is its own, the From of the calls it places. Default ['79990000001'].
     */
    numbers?: string[];
    maxLifeMs?: number;
  } = {},
): Promise<BaresipCustomer> {
  // A port freePort() found free may be taken before baresip binds it (other parts start at the same time),
  // and baresip then exits at once: it is started again on other ports, up to three times.
  for (let attempt = 1; ; attempt++) {
    try {
      return await launchBaresip(options);
    } catch (err) {
      if (attempt >= 3 || options.sipPort !== undefined || !String(err).includes('exited before')) throw err;
    }
  }
}

async function launchBaresip(
  options: Parameters<typeof startBaresipCustomer>[0] = {},
): Promise<BaresipCustomer> {
  const dir = mkdtempSync(join(tmpdir(), 'crm-baresip-'));
  mkdirSync(join(dir, 'heard'));
  const sipPort = options.sipPort ?? (await freePort());
  const ctrlPort = await freePort();
  // G.711 is 8 kHz: aufile plays the file at its own rate, so the tone is made at 8 kHz.
  const toneFile = makeToneWav(join(dir, 'tone.wav'), options.tone ?? 440, 120, 8000);
  const numbers = options.numbers ?? ['79990000001'];
  writeFileSync(join(dir, 'config'), config({ dir, sipPort, ctrlPort, toneFile }));
  writeFileSync(
    join(dir, 'accounts'),
    numbers.map((n) => `<sip:${n}@127.0.0.1>;regint=0;answermode=auto;audio_codecs=PCMU,PCMA\n`).join(''),
  );
  writeFileSync(join(dir, 'contacts'), '');
  const baresip = spawnTracked(BARESIP, ['-f', dir], {
    cwd: dir,
    maxLifeMs: options.maxLifeMs ?? 10 * 60_000,
  });
  try {
    await waitListening(ctrlPort, 'tcp', baresip.exited, 'baresip');
  } catch (err) {
    await baresip.stop();
    throw err;
  }
  const control = await connectControl(ctrlPort);
  const heardFile = () => {
    const files = readdirSync(join(dir, 'heard'))
      .filter((f) => f.endsWith('-dec.wav'))
      .map((f) => join(dir, 'heard', f));
    return files.sort((a, b) => statSync(a).mtimeMs - statSync(b).mtimeMs).at(-1) ?? null;
  };
  const heard = () => {
    const file = heardFile();
    return file ? readWav(file) : { rate: 8000, samples: new Float32Array(0) };
  };
  const heardSeconds = (freqHz: number) => {
    const { rate, samples } = heard();
    return toneSeconds(samples, rate, freqHz);
  };
  return {
    sipPort,
    uri: `sip:${numbers[0]}@127.0.0.1:${sipPort}`,
    dial: async (target) => void (await control.command('dial', target)),
    hangup: async () => void (await control.command('hangup')),
    events: () => [...control.events],
    async waitForEvent(type, { since = 0, timeoutMs = 10_000 } = {}) {
      for (const deadline = Date.now() + timeoutMs; Date.now() < deadline;) {
        const event = control.events.find((e) => e.type === type && e.at >= since);
        if (event) return event;
        await new Promise((r) => setTimeout(r, 25));
      }
      throw new Error(
        `baresip: no ${type} within ${timeoutMs} ms (saw ${control.events.map((e) => e.type).join(', ')})`,
      );
    },
    heardFile,
    heardSeconds,
    heardTone: (freqHz, minSeconds = 0.5) => heardSeconds(freqHz) >= minSeconds,
    receivedSeconds: () => {
      const { rate, samples } = heard();
      return audibleSeconds(samples, rate);
    },
    async stop() {
      control.close();
      await baresip.stop();
    },
  };
}
