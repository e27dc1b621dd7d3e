// What the app holds as `app.callControl` (docs/telephony.md, "Commands and events"): the commands of
// ./commands.ts and every node's events, the same whether the node is in this process (a direct call, no
// SQL) or in another one (the PostgreSQL bus, ./bus.ts, with a reply timeout).
import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { calls } from '../../calls/table';
import type { Db } from '../../db/client';
import { BUS_CHANNELS, type Bus } from './bus';
import type { BusCommand, BusEvent, BusReply } from './bus-node';
import {
  COMMAND_ROUTES,
  interactionOf,
  NOTHING_DONE,
  runOnNode,
  type CallControlClient,
  type CommandName,
} from './commands';
import { CallEvents, type CallEvent, type TrunkRegistrationEvent } from './events';
import type { Interactions } from './interactions';

/** No node answered a command in time (it is gone, or the bus connection was lost). */
export class CallControlUnreachable extends Error {}

export interface ClientOptions {
  db: Db;
  /** The node in this process, if any. */
  local: { nodeId: string; node: { events: CallEvents; interactions: Interactions } } | null;
  bus: Bus | null;
  timeoutMs?: number;
}

export async function createCallControlClient(o: ClientOptions): Promise<CallControlClient> {
  const events = new CallEvents();
  const clientId = randomUUID();
  const waiting = new Map<string, (reply: BusReply) => void>();
  const stops: (() => void)[] = [];
  if (o.local) {
    const localEvents = o.local.node.events;
    const onCall = (e: CallEvent) => events.emit('call', e);
    const onTrunk = (e: TrunkRegistrationEvent) => events.emit('trunk', e);
    localEvents.on('call', onCall).on('trunk', onTrunk);
    stops.push(() => localEvents.off('call', onCall).off('trunk', onTrunk));
  }
  if (o.bus) {
    stops.push(
      await o.bus.subscribe(BUS_CHANNELS.replies, (m) => {
        const reply = m as unknown as BusReply;
        if (reply.to === clientId) waiting.get(reply.id)?.(reply);
      }),
      await o.bus.subscribe(BUS_CHANNELS.events, (m) => {
        const { node, kind, event } = m as unknown as BusEvent;
        if (node === o.local?.nodeId) return; // delivered directly above
        const at = new Date(String(event.at));
        if (kind === 'call') events.emit('call', { ...(event as unknown as CallEvent), at });
        else events.emit('trunk', { ...(event as unknown as TrunkRegistrationEvent), at });
      }),
    );
  }

  const overBus = (bus: Bus, to: string, name: CommandName, args: unknown[]) =>
    new Promise<unknown>((resolve, reject) => {
      const id = randomUUID();
      const timer = setTimeout(() => {
        waiting.delete(id);
        reject(new CallControlUnreachable(`call-control node ${to} did not answer ${name}`));
      }, o.timeoutMs ?? 5000);
      waiting.set(id, (reply) => {
        clearTimeout(timer);
        waiting.delete(id);
        if (reply.error !== undefined) reject(new Error(reply.error));
        else resolve(reply.value);
      });
      const command: BusCommand = { id, from: clientId, to, name, args };
      bus
        .publish(BUS_CHANNELS.commands, command)
        .catch((err: Error) => waiting.get(id)?.({ id, to: clientId, error: err.message }));
    });

  const onNode = (nodeId: string, name: CommandName, args: unknown[]) =>
    o.local?.nodeId === nodeId ? runOnNode(o.local.node, name, args) : overBus(o.bus!, nodeId, name, args);

  /** The nodes a command goes to. */
  const targets = async (name: CommandName, args: unknown[]): Promise<string[]> => {
    const route = COMMAND_ROUTES[name];
    const interaction = interactionOf(args);
    if (route === 'interaction' && interaction) {
      if (o.local?.node.interactions.get(interaction)) return [o.local.nodeId];
      const [row] = await o.db
        .select({ node: calls.node_id })
        .from(calls)
        .where(and(eq(calls.unique_id, interaction), isNull(calls.ended_at)))
        .limit(1);
      if (row) return [row.node];
    }
    const live = new Set(await o.bus!.liveNodes());
    if (o.local) live.add(o.local.nodeId);
    if (route === 'one') return o.local ? [o.local.nodeId] : [...live].slice(0, 1);
    return [...live];
  };

  const command = async (name: CommandName, args: unknown[]): Promise<unknown> => {
    if (!o.bus) return o.local ? runOnNode(o.local.node, name, args) : NOTHING_DONE[name];
    const nodes = await targets(name, args);
    const results = await Promise.allSettled(nodes.map((n) => onNode(n, name, args)));
    const done = results.find((r) => r.status === 'fulfilled' && r.value);
    if (done) return (done as PromiseFulfilledResult<unknown>).value;
    const failed = results.find((r) => r.status === 'rejected');
    if (failed) throw (failed as PromiseRejectedResult).reason;
    return NOTHING_DONE[name];
  };

  const send =
    <K extends CommandName>(name: K) =>
    (...args: unknown[]) =>
      command(name, args) as never;
  return {
    events,
    hangUp: send('hangUp'),
    play: send('play'),
    stopPlay: send('stopPlay'),
    chooseMusic: send('chooseMusic'),
    bridge: send('bridge'),
    transfer: send('transfer'),
    originate: send('originate'),
    listen: send('listen'),
    trunksChanged: send('trunksChanged'),
    close: async () => {
      for (const stop of stops) stop();
    },
  };
}
