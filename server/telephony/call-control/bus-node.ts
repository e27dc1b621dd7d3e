// A call-control node's side of the bus (./bus.ts): runs the commands addressed to it and replies, and
// publishes its events for the app and other nodes. Runs in every node when the database is PostgreSQL.
import { BUS_CHANNELS, type Bus } from './bus';
import { runOnNode, type CommandName } from './commands';
import type { CallEvents } from './events';

/** A command on the bus: `to` is the node that should run it, `from` the client waiting for the reply. */
export interface BusCommand {
  id: string;
  from: string;
  to: string;
  name: CommandName;
  args: unknown[];
}

export interface BusReply {
  id: string;
  to: string;
  value?: unknown;
  error?: string;
}

/** The message a node publishes for each of its events. */
export interface BusEvent {
  node: string;
  kind: 'call' | 'trunk';
  event: Record<string, unknown>;
}

export async function serveOnBus(
  bus: Bus,
  nodeId: string,
  node: { events: CallEvents },
  log: { warn(m: string): void },
): Promise<() => void> {
  const reply = (message: BusReply) =>
    bus.publish(BUS_CHANNELS.replies, message).catch((err: Error) => log.warn(err.message));
  const stopCommands = await bus.subscribe(BUS_CHANNELS.commands, (message) => {
    const command = message as unknown as BusCommand;
    if (command.to !== nodeId) return;
    runOnNode(node, command.name, command.args ?? []).then(
      (value) => reply({ id: command.id, to: command.from, value }),
      (err: Error) => reply({ id: command.id, to: command.from, error: err.message }),
    );
  });
  const publish = (kind: BusEvent['kind']) => (event: object) =>
    void bus
      .publish(BUS_CHANNELS.events, { node: nodeId, kind, event } as BusEvent)
      .catch((err: Error) => log.warn(err.message));
  const onCall = publish('call');
  const onTrunk = publish('trunk');
  node.events.on('call', onCall);
  node.events.on('trunk', onTrunk);
  return () => {
    stopCommands();
    node.events.off('call', onCall);
    node.events.off('trunk', onTrunk);
  };
}
