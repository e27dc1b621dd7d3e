// `npm run sip`: the project's Kamailio in the foreground, configured from the same environment as the
// app (SIP_* variables, DATA_DIR for the shared secret). For SIP_SERVER=external deployments and debugging.
import { loadConfig } from '../../config';
import { kamailioInstalled, startKamailio } from './kamailio';

async function main() {
  const { sip } = loadConfig();
  if (sip.mode === 'off') throw new Error('SIP_SERVER=off: nothing to run.');
  if (!kamailioInstalled()) throw new Error('kamailio is not installed (see README, "SIP server").');
  const kamailio = await startKamailio({ ...sip, debug: Number(process.env.SIP_DEBUG ?? 2) });
  console.log(
    `Kamailio on ws://${sip.host}:${sip.wsPort} and udp:${sip.host}:${sip.udpPort}, run folder ${sip.runDir}`,
  );
  kamailio.process.stderr?.pipe(process.stderr);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void kamailio.stop());
  kamailio.process.once('exit', (code) => process.exit(code ?? 0));
}

main().catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
