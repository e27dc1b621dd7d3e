// Several call-control nodes registered at the project's Kamailio (docs/telephony.md, "Scaling out"): an
// operator's call to a customer reaches exactly one of them, never every registered node (which would dial
// the customer once per node). Runs in the loopback namespace with the real Kamailio; no database needed.
import type { Invitation } from 'sip.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startControlAgent, type ControlAgent } from '../../server/telephony/call-control/user-agents';
import {
  SIP_DOMAIN,
  callControlLink,
  startTelephonyParts,
  type TelephonyParts,
} from '../../e2e/support/telephony';
import { startRtpOperator, type RtpOperator } from './helpers/rtp-operator';

const quiet = { info: () => undefined, warn: () => undefined };

describe('several call-control nodes behind Kamailio', () => {
  let parts: TelephonyParts;
  let operator: RtpOperator;
  const nodes: { agent: ControlAgent; invites: number }[] = [];

  beforeAll(async () => {
    parts = await startTelephonyParts();
    const { link } = callControlLink(parts);
    for (let n = 0; n < 2; n++) {
      const node = { agent: null as unknown as ControlAgent, invites: 0 };
      const busy = (invitation: Invitation) => {
        node.invites += 1;
        void invitation.reject({ statusCode: 486 }).catch(() => undefined);
      };
      node.agent = startControlAgent(link, busy, quiet);
      await node.agent.registered;
      nodes.push(node);
    }
    operator = await startRtpOperator({
      wsPort: parts.wsPort,
      secret: parts.secret,
      extension: '1001',
      domain: SIP_DOMAIN,
    });
  }, 60_000);

  afterAll(async () => {
    await operator?.stop();
    await Promise.all(nodes.map((node) => node.agent.stop()));
    await parts?.stop();
  });

  it('hands each call to one registered node only', async () => {
    for (let call = 1; call <= 3; call++) {
      await operator.call('79161234567', []);
      await expect.poll(() => operator.failure()?.code, { timeout: 10_000 }).toBe(486);
      expect(nodes[0].invites + nodes[1].invites).toBe(call);
    }
    // Both nodes stayed registered: the one not chosen simply got nothing.
    expect(nodes.map((node) => node.invites).sort()).toEqual([0, 3]);
  }, 60_000);
});
