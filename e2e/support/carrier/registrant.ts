// A SIPp client that registers once with a registrar (the test carrier's `registrar` behaviour) and
// answers its digest challenge: the self-test's proof that the registrar tells right from wrong passwords.
import { freePort } from '../../../tests/setup/postgres-server';
import { runSipp } from './sipp';

/** The final status of the REGISTER (200, 403...), or null when none came. */
export async function registerOnce(options: {
  registrar: string;
  username: string;
  password: string;
}): Promise<number | null> {
  const sipp = runSipp({
    scenario: 'register',
    port: await freePort(),
    values: { registrar: options.registrar, user: options.username },
    args: ['-au', options.username, '-ap', options.password, '-m', '1', options.registrar],
    maxLifeMs: 15_000,
  });
  await sipp.process.exited;
  const finals = sipp.messages().filter((m) => m.direction === 'received' && m.status && m.status >= 200);
  return finals.at(-1)?.status ?? null;
}
