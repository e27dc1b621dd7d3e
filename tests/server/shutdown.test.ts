// The app's telephony helpers end with it (docs/telephony.md, "Failures and restarts"): server/main.ts runs
// rtpengine and Kamailio itself (MEDIA_SERVER and SIP_SERVER embedded); however the app process ends (a
// signal it handles, or SIGKILL, which gives it no chance to clean up) no rtpengine or Kamailio of its
// configuration is left running. Run in the loopback namespace: the helpers open SIP and RTP sockets.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { kamailioProcesses } from '../../server/telephony/sip/kamailio';
import { freePort } from '../setup/postgres-server';
import { databaseTargets } from './helpers/databases';
import { useServerData } from './helpers/spawn';

const SLOW = 120_000;

const commandLine = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
  } catch {
    return [];
  }
};

/** The rtpengine whose ng socket is this port (there is no pid file: its command line says it). */
const rtpengineOn = (ngPort: number) =>
  readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => commandLine(pid).includes(`--listen-ng=127.0.0.1:${ngPort}`));

const alive = (pids: number[]) => pids.filter((pid) => commandLine(pid).length > 0);

// The process tree does not depend on the database: PGlite only (the PostgreSQL pass would start the same
// rtpengine and Kamailio again for nothing, at ~40 s of CI time).
const embedded = databaseTargets.filter((target) => target.name === 'pglite');

describe.each(embedded)('the telephony helpers end with the app on $name', (target) => {
  const data = useServerData(target, 'crm-shutdown-');
  let started: number[] = [];
  // A failed check must not leave its helpers to the next test.
  afterEach(() => {
    for (const pid of alive(started)) process.kill(pid, 'SIGKILL');
    started = [];
  });

  const startWithHelpers = async () => {
    const ngPort = await freePort();
    const portMin = 20000 + Math.floor(Math.random() * 200) * 100;
    const server = await data.start({
      SEED_DEMO: 'false',
      SIP_SERVER: 'embedded',
      SIP_HOST: '127.0.0.1',
      SIP_WS_PORT: String(await freePort()),
      SIP_UDP_PORT: String(await freePort()),
      MEDIA_SERVER: 'embedded',
      MEDIA_NG_URL: `udp://127.0.0.1:${ngPort}`,
      MEDIA_PORT_MIN: String(portMin),
      MEDIA_PORT_MAX: String(portMin + 99),
    });
    const kamailioPid = Number(readFileSync(path.join(data.dataDir, 'sip', 'kamailio.pid'), 'utf8'));
    const helpers = { rtpengine: rtpengineOn(ngPort), kamailio: kamailioProcesses(kamailioPid) };
    expect(helpers.rtpengine).toHaveLength(1);
    // Kamailio's main process and the workers it forked.
    expect(helpers.kamailio.length).toBeGreaterThan(1);
    started = [...helpers.rtpengine, ...helpers.kamailio];
    return { server, pids: started };
  };

  it.each(['SIGTERM', 'SIGHUP', 'SIGKILL'] as const)(
    'the app ended by %s leaves no rtpengine or Kamailio behind',
    async (signal) => {
      const { server, pids } = await startWithHelpers();
      server.kill(signal);
      await server.stop();
      await expect.poll(() => alive(pids), { timeout: 10_000 }).toEqual([]);
    },
    SLOW,
  );
});
