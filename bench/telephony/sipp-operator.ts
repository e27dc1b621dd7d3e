// The load figure's operators: one SIPp UAC acting as extension 1003's desk phone (digest with the
// ephemeral credentials Kamailio accepts), placing `calls` calls to customer numbers through Kamailio at
// `rate` per second, each talking the tone pcap for `holdMs` and then hanging up.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnTracked, type Tracked } from '../../e2e/support/carrier/processes';
import { SIPP } from '../../e2e/support/carrier/sipp';
import { ephemeralCredentials } from '../../server/telephony/sip/credentials';
import { freePort } from '../../tests/setup/postgres-server';
import { OPERATOR_EXTENSION, SIP_DOMAIN, type TelephonyStack } from './stack';
import { writeTonePcap } from './tone-pcap';

export async function startSippOperators(
  stack: TelephonyStack,
  o: { calls: number; rate: number; holdMs: number; dir: string },
): Promise<Tracked> {
  const pcap = join(o.dir, 'operator-tone.pcap');
  writeTonePcap(pcap, o.holdMs / 1000 + 2);
  const values: Record<string, string | number> = {
    extension: OPERATOR_EXTENSION,
    domain: SIP_DOMAIN,
    prefix: '7916000',
    holdMs: o.holdMs,
    pcap,
  };
  const scenario = join(o.dir, 'operator-uac.xml');
  const template = readFileSync(new URL('./operator-uac.xml', import.meta.url), 'utf8');
  writeFileSync(
    scenario,
    template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key])),
  );
  const creds = ephemeralCredentials(stack.secret, OPERATOR_EXTENSION, 3600);
  const [port, mediaPort] = [await freePort(), await freePort()];
  // SIPp's exit code is 0 only when every call succeeded; -timeout is its own watchdog.
  return spawnTracked(
    SIPP,
    [
      `127.0.0.1:${stack.udpPort}`,
      ...['-sf', scenario, '-i', '127.0.0.1', '-p', String(port), '-mi', '127.0.0.1'],
      ...['-mp', String(mediaPort), '-au', creds.authorizationUser, '-ap', creds.password],
      ...['-m', String(o.calls), '-l', String(o.calls), '-r', String(o.rate), '-rp', '1000'],
      ...['-nostdin', '-trace_err', '-trace_stat', '-timeout', String(Math.ceil(o.holdMs / 1000) + 120)],
    ],
    { cwd: o.dir, maxLifeMs: o.holdMs + 180_000 },
  );
}
