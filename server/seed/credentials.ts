// Shows the demo accounts once, on the first start of an empty database: a console block and
// DATA_DIR/demo-credentials.txt (mode 0600), in aligned columns. Generated passwords are in both, the only
// place they are ever shown; a password chosen with DEMO_PASSWORD is in neither (whoever set it knows it, and
// a secret given in the environment is not copied to disk): the file then lists the accounts and says where
// their password comes from, so it is where the README says whichever way the demo was seeded.
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { DemoCredential } from './demo';

const FROM_ENV = '(DEMO_PASSWORD)';

/** Rows of cells as text, each column as wide as its widest cell, two spaces between, indented by two. */
function columns(rows: readonly string[][]): string {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  return rows
    .map((row) => `  ${row.map((cell, i) => cell.padEnd(widths[i])).join('  ')}`.trimEnd())
    .join('\n');
}

/** The accounts as a table: account, password (or where it comes from), role. */
export function credentialsText(credentials: readonly DemoCredential[], fromEnv = false): string {
  return columns([
    ['account', 'password', 'role'],
    ...credentials.map((c) => [c.email, fromEnv ? FROM_ENV : c.password, c.role]),
  ]);
}

/** Writes DATA_DIR/demo-credentials.txt and prints the block; returns the file written. */
export function reportDemoCredentials(
  credentials: DemoCredential[],
  dataDir: string,
  fromEnv: boolean,
  print: (text: string) => void = console.log,
): string {
  const line = '='.repeat(72);
  const table = credentialsText(credentials, fromEnv);
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'demo-credentials.txt');
  const title = fromEnv ? 'Demo users (password from DEMO_PASSWORD)' : 'Demo users (generated passwords)';
  writeFileSync(file, `${title}\n${table}\n`, { mode: 0o600 });
  chmodSync(file, 0o600); // the mode above applies only to a new file
  const heading = fromEnv
    ? `Demo users created, with the password set in DEMO_PASSWORD (accounts also listed in ${file}):`
    : `Demo users created. These passwords are shown ONCE (also saved to ${file}):`;
  const hint = fromEnv
    ? 'SEED_DEMO=false skips the demo.'
    : 'Set DEMO_PASSWORD to choose the password, SEED_DEMO=false to skip the demo.';
  print(`${line}\n${heading}\n\n${table}\n\n${hint}\n${line}`);
  return file;
}
