// Starts the project's Kamailio (kamailio.cfg beside this file) in the foreground with its own run
// folder, for `npm start`, `npm run sip`, the e2e suite and CI.
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnTiedToApp } from '../tied-child';
import { callControlToken } from './credentials';

export const KAMAILIO_BIN = '/usr/sbin/kamailio';
// Debian puts the modules under the multiarch folder.
const MODULE_DIRS = ['x86_64-linux-gnu', 'aarch64-linux-gnu', 'arm-linux-gnueabihf', 'i386-linux-gnu'].map(
  (arch) => `/usr/lib/${arch}/kamailio/modules/`,
);
const modulesDir = () => MODULE_DIRS.find((dir) => existsSync(dir)) ?? MODULE_DIRS[0];
const TEMPLATE = fileURLToPath(new URL('./kamailio.cfg', import.meta.url));

export interface KamailioOptions {
  runDir: string;
  host: string;
  wsPort: number;
  udpPort: number;
  domain: string;
  secret: string;
  bin?: string;
  /** Kamailio's log level: 1 errors (default), 2 notices, 3 debug. */
  debug?: number;
}

export interface RunningKamailio {
  process: ChildProcess;
  /** Everything Kamailio printed so far (its log goes to stderr). */
  output: () => string;
  stop: () => Promise<void>;
}

export const kamailioInstalled = (bin = KAMAILIO_BIN) => existsSync(bin);

/** Writes `<runDir>/kamailio.cfg` from the template; returns its path. */
export function writeKamailioConfig(options: KamailioOptions): string {
  if (!/^[\w.~+/=-]+$/.test(options.secret)) throw new Error('SIP secret has characters a cfg cannot hold');
  if (!/^[A-Za-z0-9.-]+$/.test(options.domain)) throw new Error(`Not a SIP domain: ${options.domain}`);
  const values: Record<string, string> = {
    DEBUG: String(options.debug ?? 1),
    DOMAIN: options.domain,
    HOST: options.host,
    UDP_PORT: String(options.udpPort),
    WS_PORT: String(options.wsPort),
    MODULES: modulesDir(),
    SECRET: options.secret,
    CC_TOKEN: callControlToken(options.secret),
  };
  const text = readFileSync(TEMPLATE, 'utf8').replace(/%%([A-Z_]+)%%/g, (_, name: string) => {
    if (!(name in values)) throw new Error(`kamailio.cfg: unknown placeholder ${name}`);
    return values[name];
  });
  mkdirSync(options.runDir, { recursive: true });
  const file = path.join(options.runDir, 'kamailio.cfg');
  writeFileSync(file, text, { mode: 0o600 });
  return file;
}

function portAnswers(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

const isKamailio = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'kamailio';
  } catch {
    return false;
  }
};

/** Kamailio's main process and the workers it forked, which hold the sockets. */
export function kamailioProcesses(pid: number): number[] {
  if (!isKamailio(pid)) return [];
  const workers = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((p) => {
      try {
        return (
          readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1]?.split(' ')[1] === String(pid) &&
          isKamailio(p)
        );
      } catch {
        return false;
      }
    });
  return [pid, ...workers];
}

/** SIGKILLs the Kamailio whose pid file this is (a crash, or one left behind by a killed parent). */
export function killKamailio(pidFile: string): void {
  const pid = existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8').trim()) : 0;
  for (const p of pid ? kamailioProcesses(pid) : []) {
    try {
      process.kill(p, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}

/** A Kamailio left running from this run folder would keep the ports, and Kamailio refuses a live pid file. */
function stopStale(pidFile: string) {
  killKamailio(pidFile);
  rmSync(pidFile, { force: true });
}

/**
 * Runs Kamailio on a config already written to `runDir` (writeKamailioConfig); resolves once WS answers.
 * `tied` (the default) makes it die with the process that started it; a test that restarts a Kamailio
 * shared by later test files passes false, since its own worker ends before them (the run's teardown
 * kills it by its pid file).
 */
export async function spawnKamailio(
  runDir: string,
  where: { host: string; wsPort: number },
  bin = KAMAILIO_BIN,
  tied = true,
): Promise<RunningKamailio> {
  const pidFile = path.join(runDir, 'kamailio.pid');
  stopStale(pidFile);
  const args = ['-DD', '-E', '-f', path.join(runDir, 'kamailio.cfg'), '-P', pidFile, '-Y', runDir];
  const argv = [...args, '-m', '64', '-M', '8'];
  const options = { stdio: ['ignore', 'ignore', 'pipe'] } satisfies SpawnOptions;
  const child = tied ? spawnTiedToApp(bin, argv, options) : spawn(bin, argv, options);
  let output = '';
  child.stderr?.on('data', (chunk) => (output = (output + chunk).slice(-20_000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 10_000;
  while (!(await portAnswers(where.host, where.wsPort))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`Kamailio did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    process: child,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
        await exited;
        clearTimeout(timer);
      }
    },
  };
}

export async function startKamailio(options: KamailioOptions): Promise<RunningKamailio> {
  writeKamailioConfig(options);
  return spawnKamailio(options.runDir, options, options.bin);
}
