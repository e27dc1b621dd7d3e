// Time from a customer's INVITE (SIPp, arriving from the trunk's address as a carrier would send it) to
// the operator's phone ringing, with operator 1003 free: Kamailio -> call-control -> the demo project's
// queue (the demo trunk's inbound queue) -> an INVITE to the operator's registered phone.
import { eq } from 'drizzle-orm';
import type { Db } from '../server/db/client';
import { users } from '../server/db/schema';
import { operatorStates } from '../server/telephony/table';
import { header } from '../e2e/support/carrier/sip-log';
import { startCustomerCall } from '../e2e/support/carrier/customer';
import { startRingingPhone } from './telephony/ringing-phone';
import { OPERATOR_EXTENSION, startTelephonyStack } from './telephony/stack';
import { printMedian, until } from './timing';

const CALLS = 15;
export const INBOUND_GOAL_MS = 300;
const TRUNK_NUMBER = '74950000000';

/** The operator's presence as the softphone reports it at sign-in: active, so the queue offers them calls. */
async function signIn(db: Db, extension: string) {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.extension_username, extension));
  await db.insert(operatorStates).values({
    user_id: user.id,
    oper_phone: extension,
    status: 'active',
    presence: 'active',
    reason: 'ui_active',
  });
}

export type InboundResult = { times: number[] } | { skipped: string };

export async function benchInboundRinging(): Promise<InboundResult> {
  // Call-control as the app wires it: the ACD takes carriers' calls only where the app connects it.
  const stack = await startTelephonyStack({ record: false, appWiring: true });
  const phone = await startRingingPhone({
    wsPort: stack.wsPort,
    secret: stack.secret,
    extension: OPERATOR_EXTENSION,
  });
  try {
    // The customer's SIPp is the carrier here: the trunk matches by its address.
    await stack.pointTrunkAt(5060);
    await signIn(stack.db, OPERATOR_EXTENSION);
    const times: number[] = [];
    for (let i = 0; i < CALLS; i++) {
      const offersBefore = phone.rangAt.length;
      const call = await startCustomerCall({
        to: `sip:${TRUNK_NUMBER}@127.0.0.1:${stack.udpPort}`,
        from: `7916555${String(i).padStart(4, '0')}`,
        holdMs: 1000,
        answerTimeoutMs: 3000,
        playTone: null,
      });
      const result = await call.result;
      const invite = result.messages.find((m) => m.direction === 'sent' && m.method === 'INVITE');
      const rang = phone.rangAt[offersBefore];
      if (rang === undefined) {
        const final = result.messages.find(
          (m) => m.direction === 'received' && m.status === result.finalStatus,
        );
        const status = final && header(final, 'X-Call-Status');
        // What call-control answers a carrier's call while no queue engine is wired (call-control/index.ts).
        if (result.finalStatus === 502 && status === 'carrierError')
          return { skipped: `inbound queue routing not available (call-control answered 502 ${status})` };
        throw new Error(`inbound call ${i + 1} never rang the operator (final status ${result.finalStatus})`);
      }
      times.push(rang - invite!.at.getTime());
      await until(() => stack.control.interactions.all().length === 0, `inbound call ${i + 1} ended`);
    }
    return { times };
  } finally {
    await phone.stop();
    await stack.stop();
  }
}

export function printInboundRinging(r: InboundResult): boolean {
  if ('skipped' in r) {
    console.log(`\nInbound customer INVITE to the operator's phone ringing: skipped: ${r.skipped}`);
    return true;
  }
  return printMedian(
    `Inbound customer INVITE to the operator's phone ringing (free operator), ${r.times.length} calls`,
    r.times,
    INBOUND_GOAL_MS,
  );
}
