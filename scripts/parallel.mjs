// Runs npm scripts side by side (`node scripts/parallel.mjs typecheck lint`): `npm test` type-checks and lints
// at once, as neither needs the other and each keeps one core busy for about half a minute. Each script's
// output is printed whole when it ends, so the logs do not interleave; the exit status is the first failure's.
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: node scripts/parallel.mjs <npm script>...');
  process.exit(2);
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const results = await Promise.all(
  scripts.map(
    (name) =>
      new Promise((resolve) => {
        const child = spawn(npm, ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] });
        const chunks = [];
        child.stdout.on('data', (d) => chunks.push(d));
        child.stderr.on('data', (d) => chunks.push(d));
        child.on('error', (err) => chunks.push(Buffer.from(`${err.stack ?? err}\n`)));
        child.on('close', (code, signal) => {
          const status = code ?? (signal ? 1 : 0);
          process.stdout.write(`\n> npm run ${name}: ${status === 0 ? 'ok' : `failed (${signal ?? code})`}\n`);
          process.stdout.write(Buffer.concat(chunks));
          resolve(status);
        });
      }),
  ),
);
process.exit(results.find((status) => status !== 0) ?? 0);
