// `npm run call-control` as a child process for the server tests: a call-control node in its own process,
// started on the given environment, ready once it says it registered with the SIP server.
import { spawn } from 'node:child_process';
import { childEnv, ROOT } from './spawn';

export interface StandaloneNode {
  output: () => string;
  stop: () => Promise<number | null>;
}

export function startStandaloneNode(
  env: Record<string, string>,
  timeoutMs = 30_000,
): Promise<StandaloneNode> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/telephony/call-control/main.ts'], {
    cwd: ROOT,
    env: childEnv(env),
  });
  let output = '';
  const stop = () =>
    new Promise<number | null>((resolve) => {
      if (child.exitCode !== null) return resolve(child.exitCode);
      child.once('exit', (code) => resolve(code));
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`call-control did not register in ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = (d: Buffer) => {
      output += d;
      if (!/registered with the SIP server/.test(output)) return;
      clearTimeout(timer);
      resolve({ output: () => output, stop });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`call-control exited with ${code}:\n${output}`));
    });
  });
}
