// Child processes of the test carrier (SIPp, baresip): every one is tracked, killed by its own pid when
// the test stops it, when its watchdog fires, or when the test worker exits, so a failed test never leaves
// a sipp or baresip behind to break the next run (prototype pitfall 9).
import { spawn, type ChildProcess } from 'node:child_process';

const running = new Set<ChildProcess>();

process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export interface Tracked {
  child: ChildProcess;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** Ask politely (SIGTERM), then SIGKILL if it is still there after `graceMs`. */
  stop(graceMs?: number): Promise<void>;
}

export function spawnTracked(
  command: string,
  args: string[],
  options: { cwd: string; maxLifeMs: number; env?: NodeJS.ProcessEnv },
): Tracked {
  const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: 'ignore' });
  running.add(child);
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => {
      running.delete(child);
      clearTimeout(watchdog);
      resolve(code);
    });
    child.once('error', () => {
      running.delete(child);
      clearTimeout(watchdog);
      resolve(-1);
    });
  });
  const watchdog = setTimeout(() => child.kill('SIGKILL'), options.maxLifeMs);
  watchdog.unref();
  return {
    child,
    exited,
    async stop(graceMs = 2000) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const late = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(late);
    },
  };
}
