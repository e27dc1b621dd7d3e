// Several call-control nodes registered at the project's Kamailio (docs/telephony.md, "Scaling out"). Each
// call reaches exactly one node, never every registered one (which would dial the customer once per node);
// new calls are shared among the nodes (outside calls by the number dialled, users' calls by Call-ID); a
// request naming a node in X-CC-Node (a transfer's consult) reaches that node; a node that leaves stops
// getting calls at once. Runs in the loopback namespace with the real Kamailio; no database needed.
import { Inviter, UserAgent, type Invitation } from 'sip.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startControlAgent,
  startTrunkAgent,
  trustHeaders,
  type ControlAgent,
} from '../../server/telephony/call-control/user-agents';
import { loopbackSdp } from '../../server/telephony/call-control/handover';
import { attachMedia } from '../../server/telephony/call-control/session-media';
import { callFromCustomer } from '../../e2e/support/carrier/customer';
import {
  SIP_DOMAIN,
  callControlLink,
  startTelephonyParts,
  type TelephonyParts,
} from '../../e2e/support/telephony';
import { startRtpOperator, type RtpOperator } from './helpers/rtp-operator';
import { kamailioPick, numbersByHash } from './helpers/kamailio-hash';

const quiet = { info: () => undefined, warn: () => undefined };

interface Node {
  name: string;
  agent: ControlAgent;
  /** What each INVITE that reached this node had dialled. */
  dialled: string[];
}

describe('several call-control nodes behind Kamailio', () => {
  let parts: TelephonyParts;
  let operator: RtpOperator;
  const nodes: Node[] = [];
  const total = () => nodes.reduce((sum, node) => sum + node.dialled.length, 0);
  const nodeOf = (dialled: string) => nodes.filter((node) => node.dialled.includes(dialled));

  beforeAll(async () => {
    parts = await startTelephonyParts();
    const { link } = callControlLink(parts);
    for (const name of ['node-a', 'node-b']) {
      const node: Node = { name, agent: null as unknown as ControlAgent, dialled: [] };
      const busy = (invitation: Invitation) => {
        node.dialled.push(invitation.request.getHeader('X-Dialled') ?? '');
        void invitation.reject({ statusCode: 486 }).catch(() => undefined);
      };
      node.agent = startControlAgent({ ...link, node: name }, busy, quiet);
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

  /** An operator's call to `number`, refused busy by whichever node got it. */
  async function operatorCall(number: string, headers: string[] = []) {
    const before = total();
    await operator.call(number, headers);
    await expect.poll(() => operator.failure()?.code, { timeout: 10_000 }).toBe(486);
    await expect.poll(total).toBe(before + 1);
  }

  it("shares operators' calls among the nodes, each call reaching one node only", async () => {
    // 16 Call-IDs all hashed to one of two nodes: one chance in 32,768.
    for (let call = 0; call < 16; call++) await operatorCall(`7916000${String(call).padStart(4, '0')}`);
    expect(total()).toBe(16);
    for (const node of nodes) expect(node.dialled.length, node.name).toBeGreaterThan(0);
  }, 90_000);

  it('sends every call to one outside number to the same node, and numbers to the node their hash picks', async () => {
    // Three numbers of each kind: full hashes below and above 2^31 (where Kamailio's `mod` once answered 0,
    // sending three calls in four to one node), odd and even. One parity shares a node, the other the other.
    const numbers = numbersByHash(3);
    for (const round of [1, 2])
      for (const number of numbers) {
        const result = await callFromCustomer({
          to: `sip:${number}@127.0.0.1:${parts.udpPort}`,
          from: '79161234567',
          holdMs: 0,
        });
        expect(result.finalStatus, `${number}, round ${round}`).toBe(486);
      }
    const nodeNames = numbers.map((number) => {
      const [only, ...others] = nodeOf(number);
      expect(others, number).toEqual([]);
      expect(only.dialled.filter((d) => d === number)).toHaveLength(2);
      return only.name;
    });
    const byParity = (parity: number) =>
      new Set(nodeNames.filter((_, i) => kamailioPick(numbers[i], 2) === parity));
    expect([...byParity(0)]).toHaveLength(1);
    expect([...byParity(1)]).toHaveLength(1);
    expect([...byParity(0)][0]).not.toBe([...byParity(1)][0]);
  }, 120_000);

  it('sends a call naming a node in X-CC-Node to that node, and one naming no live node to any one', async () => {
    for (const name of ['node-a', 'node-b', 'node-b', 'node-a']) {
      const target = nodes.find((node) => node.name === name)!;
      const before = target.dialled.length;
      await operatorCall('79160001111', [`X-CC-Node: ${name}`]);
      expect(target.dialled.length, name).toBe(before + 1);
    }
    await operatorCall('79160002222', ['X-CC-Node: node-gone']);
    expect(nodeOf('79160002222')).toHaveLength(1);
  }, 60_000);

  it("carries a node's own INVITE to callcontrol (a blind transfer's consult) to the node it names", async () => {
    const { link } = callControlLink(parts);
    const fromB = await startTrunkAgent(
      { ...link, node: 'node-b' },
      { id: 0, username: 'x', password: '' },
      quiet,
    );
    try {
      for (let n = 0; n < 3; n++) {
        const before = nodes[1].dialled.length;
        const refused = new Promise<number>((resolve) => {
          const invite = new Inviter(fromB.ua, UserAgent.makeURI(`sip:callcontrol@${SIP_DOMAIN}`)!, {
            params: { fromUri: `sip:1001@${SIP_DOMAIN}` },
            extraHeaders: [...trustHeaders({ ...link, node: 'node-b' }), 'X-Dialled: campaign_1'],
          });
          attachMedia(invite, { local: async () => loopbackSdp(9), remote: async () => undefined });
          void invite.invite({
            requestDelegate: { onReject: (r) => resolve(r.message.statusCode ?? 0) },
          });
        });
        expect(await refused).toBe(486);
        expect(nodes[1].dialled.length).toBe(before + 1);
      }
      expect(nodes[0].dialled).not.toContain('campaign_1');
    } finally {
      await fromB.stop();
    }
  }, 60_000);

  it('stops sending calls to a node that left', async () => {
    const [a, b] = nodes;
    await a.agent.stop();
    const before = a.dialled.length;
    for (let call = 0; call < 6; call++) await operatorCall(`7916111${String(call).padStart(4, '0')}`);
    expect(a.dialled.length).toBe(before);
    expect(b.dialled.filter((d) => d.startsWith('7916111'))).toHaveLength(6);
  }, 60_000);
});
