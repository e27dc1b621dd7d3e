// Runs a server entry point (main.ts, cli/create-admin.ts) as a child process, as `npm run` would, on data
// of its own (useServerData).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach } from 'vitest';
import { createPostgresDatabase, type DatabaseTarget } from './databases';

export const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** The environment of a child: ours without anything that would pick another database or secret. */
export function childEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const base = { ...process.env };
  for (const key of [
    'DATABASE_URL',
    'JWT_SECRET',
    'DEMO_PASSWORD',
    'SEED_DEMO',
    'SMTP_URL',
    'PORT',
    'HOST',
  ]) {
    delete base[key];
  }
  return { ...base, ...env };
}

export function runScript(script: string, args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: ROOT,
      env: childEnv(env),
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

export interface RunningServer {
  url: string;
  output: () => string;
  stop: () => Promise<number | null>;
  /** Sends the server process `signal` (a test of how it ends); stop() still waits for the exit. */
  kill: (signal: NodeJS.Signals) => void;
}

/** Starts server/main.ts on a free port and waits for its "listening on" line. */
export function startServer(env: Record<string, string>, timeoutMs = 90_000): Promise<RunningServer> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: childEnv({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env }),
  });
  let output = '';
  const stop = () =>
    new Promise<number | null>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode);
      child.once('exit', (code) => resolve(code));
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`server did not start in ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = (d: Buffer) => {
      output += d;
      const m = /is listening on (http:\/\/\S+)/.exec(output);
      if (m) {
        clearTimeout(timer);
        resolve({ url: m[1], output: () => output, stop, kill: (signal) => void child.kill(signal) });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
}

/**
 * A fresh DATA_DIR (and, on PostgreSQL, a fresh database) before each test for a real server; the servers
 * `start` ran are stopped and both removed after it.
 */
export function useServerData(target: DatabaseTarget, prefix: string) {
  const servers: RunningServer[] = [];
  let drop: (() => Promise<void>) | undefined;
  const data = {
    dataDir: '',
    env: {} as Record<string, string>,
    /** server/main.ts on this data, with `extra` on top of `env`. */
    start: async (extra: Record<string, string> = {}) => {
      const server = await startServer({ ...data.env, ...extra });
      servers.push(server);
      return server;
    },
  };
  beforeEach(async () => {
    data.dataDir = mkdtempSync(path.join(tmpdir(), prefix));
    data.env = { DATA_DIR: data.dataDir };
    if (target.name === 'postgres') {
      const created = await createPostgresDatabase(process.env.TEST_DATABASE_URL!);
      data.env.DATABASE_URL = created.url;
      drop = created.drop;
    }
  });
  afterEach(async () => {
    for (const server of servers.splice(0)) await server.stop();
    await drop?.();
    drop = undefined;
    rmSync(data.dataDir, { recursive: true, force: true });
  });
  return data;
}
