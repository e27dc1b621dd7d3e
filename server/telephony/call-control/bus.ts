// The command/event bus between the app and call-control nodes in other processes (docs/telephony.md,
// "Commands and events"): PostgreSQL LISTEN/NOTIFY on one dedicated connection per process, so scaling out
// needs nothing but the database the nodes already share. A node's connection is named
// `call-control <nodeId>` in pg_stat_activity: that is how the app knows which nodes are alive.
import pg from 'pg';

export const BUS_CHANNELS = {
  commands: 'call_control_commands',
  replies: 'call_control_replies',
  events: 'call_control_events',
} as const;
export type BusChannel = (typeof BUS_CHANNELS)[keyof typeof BUS_CHANNELS];

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
const MAX_PAYLOAD_BYTES = 7999;
const NODE_PREFIX = 'call-control ';

export interface Bus {
  publish(channel: BusChannel, message: object): Promise<void>;
  /** Calls `handler` with every message on `channel` once LISTEN is in place; returns how to stop. */
  subscribe(channel: BusChannel, handler: (message: Record<string, unknown>) => void): Promise<() => void>;
  /** The node ids with a bus connection open now. */
  liveNodes(): Promise<string[]>;
  close(): Promise<void>;
}

export async function openBus(
  url: string,
  nodeId: string | null,
  log: { warn(m: string): void },
): Promise<Bus> {
  const client = new pg.Client({
    connectionString: url,
    application_name: nodeId ? `${NODE_PREFIX}${nodeId}` : 'call-control-client',
  });
  await client.connect();
  // A lost connection loses LISTEN: say so; commands then time out instead of hanging.
  client.on('error', (err) => log.warn(`call-control bus: ${err.message}`));
  const handlers = new Map<string, Set<(m: Record<string, unknown>) => void>>();
  client.on('notification', (n) => {
    const set = handlers.get(n.channel);
    if (!set || !n.payload) return;
    let message: Record<string, unknown>;
    try {
      message = JSON.parse(n.payload) as Record<string, unknown>;
    } catch {
      return log.warn(`call-control bus: unreadable message on ${n.channel}`);
    }
    for (const handler of set) handler(message);
  });
  return {
    async publish(channel, message) {
      const payload = JSON.stringify(message);
      if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES)
        throw new Error(`call-control bus: a ${channel} message is too long for NOTIFY`);
      await client.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    async subscribe(channel, handler) {
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        await client.query(`LISTEN ${channel}`);
      }
      set.add(handler);
      return () => void set.delete(handler);
    },
    async liveNodes() {
      const { rows } = await client.query<{ node: string }>(
        `SELECT DISTINCT substr(application_name, $1) AS node FROM pg_stat_activity
         WHERE datname = current_database() AND application_name LIKE $2`,
        [NODE_PREFIX.length + 1, `${NODE_PREFIX}%`],
      );
      return rows.map((r) => r.node);
    },
    close: () => client.end(),
  };
}
