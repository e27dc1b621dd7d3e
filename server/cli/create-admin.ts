// npm run create-admin -- --email admin@example.com --password '...' [--name 'Full Name']
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openMigratedDatabase } from '../db/open';
import { adminInputProblems, createAdmin } from './admin';

const USAGE = "Usage: npm run create-admin -- --email <e-mail> --password <password> [--name '<full name>']";

async function run(): Promise<number> {
  let values: { email?: string; password?: string; name?: string };
  try {
    ({ values } = parseArgs({
      options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
    }));
  } catch (err) {
    console.error(`${(err as Error).message}\n${USAGE}`);
    return 2;
  }
  if (!values.email || !values.password) {
    console.error(USAGE);
    return 2;
  }
  const input = { email: values.email, password: values.password, name: values.name };
  const problems = adminInputProblems(input);
  if (problems.length) {
    console.error(`Refused: ${problems.join('; ')}.`);
    return 1;
  }
  const database = await openMigratedDatabase(loadConfig());
  try {
    const admin = await createAdmin(database.db, input);
    console.log(`Administrator ${admin.email} created (id ${admin.id}).`);
    return 0;
  } catch (err) {
    console.error(`Refused: ${(err as Error).message}.`);
    return 1;
  } finally {
    await database.close();
  }
}

run().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
