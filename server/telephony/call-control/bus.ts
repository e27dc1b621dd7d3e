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
  const handlers = new Map<string, Set<(m: Record<string, unknown>) => void>>();
  const deliver = (n: pg.Notification) => {
    const set = handlers.get(n.channel);
    if (!set || !n.payload) return;
    let message: Record<string, unknown>;
    try {
      message = JSON.parse(n.payload) as Record<string, unknown>;
    } catch {
      return log.warn(`call-control bus: unreadable message on ${n.channel}`);
    }
    for (const handler of set) handler(message);
  };
  let closed = false;
  /** The connection in use; events of an earlier, lost one (or of a failed attempt) are ignored. */
  let client = null as unknown as pg.Client;
  let reconnecting = false;
  // A lost connection loses LISTEN (and, for a node, its place among the live nodes): connect again every
  // second and listen again; meanwhile commands fail or time out instead of hanging.
  const reconnect = async (err?: Error) => {
    if (closed || reconnecting) return;
    reconnecting = true;
    log.warn(`call-control bus: connection lost${err ? ` (${err.message})` : ''}, connecting again`);
    while (!closed) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      try {
        client = await connect();
        if (closed) await client.end();
        break;
      } catch (e) {
        log.warn(`call-control bus: ${(e as Error).message}`);
      }
    }
    reconnecting = false;
  };
  const connect = async () => {
    const c = new pg.Client({
      connectionString: url,
      application_name: nodeId ? `${NODE_PREFIX}${nodeId}` : 'call-control-client',
    });
    c.on('error', (err) => void (c === client && reconnect(err)));
    c.on('end', () => void (c === client && reconnect()));
    c.on('notification', deliver);
    await c.connect();
    for (const channel of handlers.keys()) await c.query(`LISTEN ${channel}`);
    return c;
  };
  client = await connect();
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
    close: async () => {
      closed = true;
      await client.end();
    },
  };
}
