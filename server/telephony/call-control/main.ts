// `npm run call-control`: a call-control node on its own, against the same DATA_DIR/DATABASE_URL and SIP
// and media servers as the app (run the app with CALL_CONTROL=off, or give each node its own NODE_ID).
import { loadConfig } from '../../config';
import { openMigratedDatabase } from '../../db/open';
import { connectCallControl } from './client-from-config';
import { startConfiguredCallControl } from './from-config';

async function main() {
  const config = loadConfig();
  const database = await openMigratedDatabase(config);
  const log = { info: (m: string) => console.log(m), warn: (m: string) => console.warn(m) };
  const control = await startConfiguredCallControl(config, database.db, log);
  if (!control) throw new Error('call-control needs SIP_SERVER and MEDIA_SERVER that are not off.');
  // The app (CALL_CONTROL=off) sends its commands and hears the events over the bus.
  const connection = await connectCallControl(config, database.db, control, log);
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      void connection
        .close()
        .then(() => control.stop())
        .then(() => database.close())
        .then(() => process.exit(0));
    });
}

main().catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
