// Registrations at the carriers on real parts (run in the loopback namespace): call-control registers
// every active trunk that asks for it through the project's Kamailio, and the trunk row shows the result:
// registered with the right password, failed with the carrier's reason with a wrong one, failed with a
// reason when nothing answers at the trunk's address.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trunks } from '../../server/resources/tables/trunk';
import { startCallControl, type CallControl } from '../../server/telephony/call-control';
import { trunkPort } from '../../server/telephony/call-control/trunk-port';
import { startCarrier, type Carrier } from '../../e2e/support/carrier/carrier';
import { callControlLink, startTelephonyParts, type TelephonyParts } from '../../e2e/support/telephony';
import { freePort } from '../setup/postgres-server';
import { useTestApp } from './helpers/app';
import { firstDatabaseOnly } from './helpers/databases';

const quiet = { info: () => undefined, warn: () => undefined };

// SIP and media whatever the database: the first one only (helpers/databases.ts, firstDatabaseOnly).
describe.each(firstDatabaseOnly)('trunk registrations on $name', (target) => {
  const ctx = useTestApp(target);
  let parts: TelephonyParts;
  let carriers: Carrier[] = [];
  let control: CallControl;
  const ids: Record<'right' | 'wrong' | 'silent', number> = { right: 0, wrong: 0, silent: 0 };

  const addTrunk = async (title: string, port: number, password: string) => {
    const [row] = await ctx.db
      .insert(trunks)
      .values({ title, host: '127.0.0.1', port, username: 'acme', password, register: true })
      .returning({ id: trunks.id });
    return row.id;
  };
  const stateOf = async (id: number) => {
    const [row] = await ctx.db.select().from(trunks).where(eq(trunks.id, id));
    return { state: row.registration_state, error: row.registration_error };
  };

  beforeAll(async () => {
    parts = await startTelephonyParts();
    carriers = [
      await startCarrier({ behaviour: 'registrar', username: 'acme', password: 's3cret' }),
      await startCarrier({ behaviour: 'registrar', username: 'acme', password: 's3cret' }),
    ];
    control = await startCallControl({
      db: ctx.db,
      ...callControlLink(parts),
      nodeId: 'registrations',
      trunks: trunkPort,
      log: quiet,
    });
    await control.ready;
  }, 60_000);

  afterAll(async () => {
    await control?.stop();
    for (const c of carriers) await c.stop();
    await parts?.stop();
  });

  it('shows registered with the right password and the reason of a refusal or of silence', async () => {
    ids.right = await addTrunk('Registers', carriers[0].port, 's3cret');
    ids.wrong = await addTrunk('Wrong password', carriers[1].port, 'wrong');
    ids.silent = await addTrunk('Nobody there', await freePort(), 's3cret');
    await control.trunksChanged();
    await expect
      .poll(() => stateOf(ids.right), { timeout: 15_000 })
      .toEqual({ state: 'registered', error: '' });
    await expect
      .poll(() => stateOf(ids.wrong), { timeout: 15_000 })
      .toEqual({ state: 'failed', error: expect.stringMatching(/^403 /) });
    await expect
      .poll(() => stateOf(ids.silent), { timeout: 25_000 })
      .toEqual({ state: 'failed', error: expect.stringMatching(/\S/) });
  }, 60_000);
});
