// A real rtpengine (Debian rtpengine-daemon, userspace) for tests: ng control and media on loopback, pcap
// recording into the given spool, exactly as the app runs it. The production process manager lives in
// server/telephony/media; this one only has to start, answer pings and stop. Run inside the loopback-only
// namespace (scripts/loopback-only.mjs).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../../setup/postgres-server';

export interface NgTarget {
  host: string;
  port: number;
}
type NgCommand = (target: NgTarget, params?: Record<string, unknown>) => Promise<Record<string, unknown>>;
/** The rtpengine-client verbs the tests use (its own package has no types). */
export interface NgClient {
  ping: NgCommand;
  offer: NgCommand;
  answer: NgCommand;
  delete: NgCommand;
  startRecording: NgCommand;
  close(): void;
}

const require = createRequire(import.meta.url);

export async function startRtpengine(spoolDir: string) {
  const ng = { host: '127.0.0.1', port: await freePort() };
  const portMin = 20000 + Math.floor(Math.random() * 400) * 100;
  const child = spawn(
    'rtpengine',
    ['--config-file=none', '--foreground', '--table=-1', '--interface=127.0.0.1', '--log-stderr'].concat([
      `--listen-ng=${ng.host}:${ng.port}`,
      `--port-min=${portMin}`,
      `--port-max=${portMin + 99}`,
      `--recording-dir=${spoolDir}`,
      '--recording-method=pcap',
    ]),
    // rtpengine 10.5 dies of SIGSEGV when stopped with a recorded call still live; any core file it
    // leaves lands in the spool, which the test removes, not in the worktree.
    { stdio: ['ignore', 'ignore', 'pipe'], cwd: spoolDir },
  );
  let output = '';
  child.stderr.on('data', (d: Buffer) => (output = (output + d).slice(-4000)));
  const { Client } = require('rtpengine-client') as { Client: new (o: object) => NgClient };
  const client = new Client({ timeout: 1000 });
  const stop = async () => {
    client.close();
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 3000);
      await exited;
      clearTimeout(killer);
    }
  };
  for (let attempt = 0; ; attempt++) {
    const pong = await client.ping(ng).catch(() => null);
    if (pong?.result === 'pong') break;
    if (attempt === 50 || child.exitCode !== null) {
      await stop();
      throw new Error(`rtpengine did not answer ng pings:\n${output}`);
    }
    await sleep(100);
  }
  return { ng, client, stop, output: () => output };
}
