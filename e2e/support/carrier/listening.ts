// Waits until a process listens on a loopback port, read from /proc/net (the test's own network
// namespace): a UDP server answers nothing to a probe, and a probe would be a call to a SIPp scenario.
import { readFileSync } from 'node:fs';

function isListening(port: number, transport: 'udp' | 'tcp'): boolean {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  for (const file of [`/proc/net/${transport}`, `/proc/net/${transport}6`]) {
    let table = '';
    try {
      table = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    for (const line of table.split('\n').slice(1)) {
      const [, local, , state] = line.trim().split(/\s+/);
      // TCP must be in LISTEN (0A); any bound UDP socket receives.
      if (local?.endsWith(`:${hexPort}`) && (transport === 'udp' || state === '0A')) return true;
    }
  }
  return false;
}

export async function waitListening(
  port: number,
  transport: 'udp' | 'tcp',
  exited: Promise<unknown>,
  what: string,
): Promise<void> {
  let gone = false;
  void exited.then(() => (gone = true));
  for (let i = 0; i < 200; i++) {
    if (isListening(port, transport)) return;
    if (gone) throw new Error(`${what} exited before listening on ${transport} ${port}`);
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`${what} is not listening on ${transport} ${port} after 5 s`);
}
