// Entry point: config -> database (migrated) -> demo seed on an empty database -> listen.
import { buildApp } from './app';
import { loadConfig } from './config';
import { openMigratedDatabase } from './db/open';
import { reportDemoCredentials } from './seed/credentials';
import { seedDemo } from './seed/demo';
import { connectCallControl } from './telephony/call-control/client-from-config';
import { exitOnSignals } from './shutdown';
import { startConfiguredCallControl } from './telephony/call-control/from-config';
import './telephony/call-control/fastify';
import { startEmbeddedMedia } from './telephony/media/embedded';
import { startEmbeddedSip } from './telephony/sip/embedded';

async function main() {
  const config = loadConfig();
  const database = await openMigratedDatabase(config);
  if (config.seedDemo) {
    const created = await seedDemo(database.db, config.demoPassword, config.dataDir);
    if (created) reportDemoCredentials(created, config.dataDir, config.demoPassword !== null);
    else console.log('The database already has users: demo data not seeded.');
  }
  const app = buildApp({
    config,
    db: database.db,
    logger: { level: config.logLevel },
  });
  // rtpengine before Kamailio (prototype notes), call-control once both are there.
  const media = await startEmbeddedMedia(config.media, app.log);
  const sip = await startEmbeddedSip(config.sip, app.log);
  const callControl =
    config.callControl === 'off' ? null : await startConfiguredCallControl(config, database.db, app.log);
  media?.onExit(() => void callControl?.mediaLost());
  // The app reaches this process's node directly, and nodes in other processes over the bus.
  const connection = await connectCallControl(config, database.db, callControl, app.log);
  app.decorate('callControl', connection.client);
  app.addHook('onClose', async () => {
    await connection.close();
    await callControl?.stop();
    await sip?.stop();
    await media?.stop();
    await database.close();
  });
  exitOnSignals(() => app.close(), app.log);
  await app.listen({ port: config.port, host: config.host });
  // After listen: every domain has defined its jobs; interrupted imports and exports resume now.
  await app.jobs.start();
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`${config.appTitle} ${config.version} is listening on http://${config.host}:${port}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
