// Connects this process to call-control from the app's configuration: the node in this process (if any)
// joins the bus so other processes reach it, and the app gets a client that reaches every node. The bus
// needs PostgreSQL (PGlite is one process, so there is nothing to reach but the node in this process).
import type { AppConfig } from '../../config';
import { isPostgresUrl, type Db } from '../../db/client';
import { openBus } from './bus';
import { serveOnBus } from './bus-node';
import { createCallControlClient } from './client';
import { startOrphanSweep } from './orphan-sweep';
import type { CallControlClient } from './commands';
import type { CallControl } from '.';
import type { Log } from './user-agents';

export interface CallControlConnection {
  /** Null when no node can be reached: none in this process and no bus. */
  client: CallControlClient | null;
  close(): Promise<void>;
}

export async function connectCallControl(
  config: Pick<AppConfig, 'databaseUrl' | 'nodeId'>,
  db: Db,
  node: CallControl | null,
  log: Log,
): Promise<CallControlConnection> {
  const local = node ? { nodeId: config.nodeId, node } : null;
  if (!isPostgresUrl(config.databaseUrl)) {
    const client = local ? await createCallControlClient({ db, local, bus: null }) : null;
    return { client, close: async () => void (await client?.close()) };
  }
  const bus = await openBus(config.databaseUrl, local ? config.nodeId : null, log);
  const stopServing = node ? await serveOnBus(bus, config.nodeId, node, log) : () => undefined;
  const stopSweep = node ? startOrphanSweep(db, () => bus.liveNodes(), log) : () => undefined;
  const client = await createCallControlClient({ db, local, bus });
  return {
    client,
    close: async () => {
      stopSweep();
      stopServing();
      await client.close();
      await bus.close();
    },
  };
}
