// Shows generated demo passwords once: a console block and DATA_DIR/demo-credentials.txt (mode 0600).
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { DemoCredential } from './demo';

export function credentialsText(credentials: DemoCredential[]): string {
  const width = Math.max(...credentials.map((c) => c.email.length));
  return credentials.map((c) => `  ${c.email.padEnd(width)}  ${c.password}   (${c.role})`).join('\n');
}

/** Returns the file written, or null when the passwords came from DEMO_PASSWORD (nothing secret to keep). */
export function reportDemoCredentials(
  credentials: DemoCredential[],
  dataDir: string,
  fromEnv: boolean,
  print: (text: string) => void = console.log,
): string | null {
  const line = '='.repeat(72);
  if (fromEnv) {
    print(
      `${line}\nDemo users created (password from DEMO_PASSWORD):\n` +
        credentials.map((c) => `  ${c.email}   (${c.role})`).join('\n') +
        `\n${line}`,
    );
    return null;
  }
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'demo-credentials.txt');
  writeFileSync(file, `Demo users (generated passwords)\n${credentialsText(credentials)}\n`, { mode: 0o600 });
  chmodSync(file, 0o600); // the mode above applies only to a new file
  print(
    `${line}\nDemo users created. These passwords are shown ONCE (also saved to ${file}):\n\n` +
      `${credentialsText(credentials)}\n\nSet DEMO_PASSWORD to choose the password, SEED_DEMO=false to skip the demo.\n${line}`,
  );
  return file;
}
