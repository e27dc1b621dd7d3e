// Runs a command inside a new network namespace that has only loopback (`unshare -n`; `-rn` when not
// root). Nothing a test starts can reach or be reached from outside the machine, and Chromium's WebRTC
// media (with --allow-loopback-in-peer-connection) flows over 127.0.0.1 as the softphone journeys need.
// LOOPBACK_ONLY=off runs the command as is (e.g. DATABASE_URL pointing at another host).
import { spawnSync } from 'node:child_process';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node scripts/loopback-only.mjs <command> [args...]');
  process.exit(2);
}

const run = (file, argv, env = process.env) => {
  const result = spawnSync(file, argv, { stdio: 'inherit', env });
  if (result.error) throw result.error;
  process.exit(result.status ?? 1);
};

if (process.env.LOOPBACK_ONLY === 'off' || process.env.IN_LOOPBACK_NAMESPACE === '1') run(command, args);

const unshare = process.getuid?.() === 0 ? ['-n'] : ['-rn'];
const probe = spawnSync('unshare', [...unshare, 'sh', '-c', 'ip link set lo up'], { stdio: 'ignore' });
if (probe.status !== 0) {
  console.warn(
    '[tests] cannot create a loopback-only network namespace (unshare/ip); running in the host network.',
  );
  run(command, args);
}
run('unshare', [...unshare, 'sh', '-c', 'ip link set lo up && exec "$@"', 'sh', command, ...args], {
  ...process.env,
  IN_LOOPBACK_NAMESPACE: '1',
});
