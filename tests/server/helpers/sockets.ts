// Socket tests against the app listening on a loopback port: its address, the client sockets to close after
// each test, and a wait for what a socket or the server reaches on its own.
import type { Socket } from 'socket.io-client';
import { afterEach, beforeEach } from 'vitest';
import type { TestContext } from './app';

/** Waits for a condition (a connection closed, a message arrived); fails after `ms`. */
export async function until(check: () => boolean, ms = 3000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not reached');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Listens before each test; `base` is its http://127.0.0.1:port, `sockets` are closed after each test. */
export function useListeningApp(ctx: TestContext) {
  const live = { base: '', sockets: [] as Socket[] };
  beforeEach(async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const address = ctx.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no address');
    live.base = `http://127.0.0.1:${address.port}`;
  });
  afterEach(() => {
    for (const socket of live.sockets.splice(0)) socket.close();
  });
  return live;
}
