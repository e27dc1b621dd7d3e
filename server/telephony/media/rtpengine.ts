// Starts rtpengine (Debian's rtpengine-daemon) in the foreground in userspace (--table=-1, no kernel
// module) with its ng control socket on loopback and pcap recording into the spool, and waits until it
// answers an ng ping. Used by the app (MEDIA_SERVER=embedded), the e2e setup and the telephony tests.
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { spawnTiedToApp } from '../tied-child';
import { createNgClient } from './ng-client';

export const RTPENGINE_BIN = '/usr/bin/rtpengine';

export interface RtpengineOptions {
  ngHost: string;
  ngPort: number;
  interface: string;
  portMin: number;
  portMax: number;
  spoolDir: string;
  bin?: string;
}

export interface RunningRtpengine {
  process: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

export const rtpengineInstalled = (bin = RTPENGINE_BIN) => existsSync(bin);

export function rtpengineArgs(o: RtpengineOptions): string[] {
  return [
    '--config-file=none',
    '--foreground',
    '--log-stderr',
    '--log-level=5',
    '--table=-1',
    `--interface=${o.interface}`,
    `--listen-ng=${o.ngHost}:${o.ngPort}`,
    `--port-min=${o.portMin}`,
    `--port-max=${o.portMax}`,
    `--recording-dir=${o.spoolDir}`,
    '--recording-method=pcap',
    // A party silent this long ends its call in rtpengine too; call-control notices first (MEDIA_TIMEOUT).
    '--timeout=60',
    '--delete-delay=0',
  ];
}

export async function startRtpengine(o: RtpengineOptions): Promise<RunningRtpengine> {
  mkdirSync(o.spoolDir, { recursive: true });
  const child = spawnTiedToApp(o.bin ?? RTPENGINE_BIN, rtpengineArgs(o), {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let output = '';
  child.stderr?.on('data', (chunk) => (output = (output + chunk).slice(-20_000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const ng = createNgClient({ host: o.ngHost, port: o.ngPort }, 200);
  try {
    const deadline = Date.now() + 10_000;
    while (!(await ng.ping())) {
      if (child.exitCode !== null || Date.now() > deadline) {
        child.kill('SIGKILL');
        throw new Error(`rtpengine did not start:\n${output}`);
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  } finally {
    ng.close();
  }
  return {
    process: child,
    output: () => output,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
      await exited;
      clearTimeout(timer);
    },
  };
}
