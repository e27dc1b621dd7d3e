// The plugin API's /app channel (src/plugin-api/server-events/channel.ts) against a real socket.io server that
// checks the token as server/userreport/app-channel.ts does: opened by the first listener with the token,
// events reach the listeners of their name, a lost connection comes back with the token read afresh and tells
// the reconnect listeners, a refused handshake waits for retry(), and the connection ends with its listeners.
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server, type Namespace, type Socket } from 'socket.io';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createServerChannel, type ServerChannel } from '@/src/plugin-api/server-events/channel';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const until = async (check: () => boolean, ms = 5000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not reached');
    await sleep(10);
  }
};

describe('the /app server channel', () => {
  let http: HttpServer;
  let io: Server;
  let nsp: Namespace;
  let url: string;
  let valid: Set<string>;
  let handshakes: string[];
  let sockets: Socket[];
  let token: string | null;
  let channel: ServerChannel;

  beforeEach(async () => {
    valid = new Set(['tok-1']);
    handshakes = [];
    sockets = [];
    token = 'tok-1';
    http = createServer();
    io = new Server(http, { serveClient: false });
    nsp = io.of('/app');
    nsp.use((socket, next) => {
      const sent = String((socket.handshake.auth as { token?: unknown }).token ?? '');
      handshakes.push(sent);
      if (!valid.has(sent))
        return next(Object.assign(new Error('Authentication required'), { data: { code: 'unauthorized' } }));
      next();
    });
    nsp.on('connection', (socket) => {
      sockets.push(socket);
      socket.on('disconnect', () => sockets.splice(sockets.indexOf(socket), 1));
    });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(http.address() as AddressInfo).port}/app`;
    channel = createServerChannel({ url, readToken: () => token, reconnectDelayMs: 50, idleCloseMs: 50 });
  });

  afterEach(async () => {
    channel.close();
    await new Promise<void>((resolve) => io.close(() => resolve()));
  });

  it('opens on the first listener with the token, and hands each event to the listeners of its name', async () => {
    expect(handshakes).toEqual([]);
    const imports: unknown[] = [];
    const exports: unknown[] = [];
    channel.on('import.changed', (item) => imports.push(item));
    channel.on('export.changed', (item) => exports.push(item));
    await until(() => channel.connected);
    expect(handshakes).toEqual(['tok-1']);
    nsp.emit('import.changed', { id: 7 });
    await until(() => imports.length === 1);
    expect(imports).toEqual([{ id: 7 }]);
    expect(exports).toEqual([]);
  });

  it('opens nothing without a token', async () => {
    token = null;
    channel.on('import.changed', () => {});
    await sleep(150);
    expect(handshakes).toEqual([]);
    expect(channel.connected).toBe(false);
  });

  it('comes back after a loss with the token of that moment, and tells the reconnect listeners', async () => {
    let reconnects = 0;
    channel.onReconnect(() => (reconnects += 1));
    await until(() => channel.connected);
    expect(reconnects).toBe(0);
    token = 'tok-2';
    valid.add('tok-2');
    sockets[0].conn.close(); // the transport drops, as when the network goes
    await until(() => reconnects === 1);
    expect(handshakes).toEqual(['tok-1', 'tok-2']);
  });

  it('stays refused until retry(), then connects with the new token', async () => {
    token = 'stale';
    const got: unknown[] = [];
    channel.on('import.changed', (item) => got.push(item));
    await until(() => handshakes.length === 1);
    await sleep(200);
    expect(handshakes).toEqual(['stale']);
    expect(channel.connected).toBe(false);
    token = 'tok-1';
    channel.retry();
    await until(() => channel.connected);
    nsp.emit('import.changed', { id: 1 });
    await until(() => got.length === 1);
  });

  it('closes after its last listener leaves, and close() ends it at once', async () => {
    const off = channel.on('export.changed', () => {});
    await until(() => sockets.length === 1);
    off();
    await until(() => sockets.length === 0);
    expect(channel.connected).toBe(false);

    channel.on('export.changed', () => {});
    await until(() => sockets.length === 1);
    channel.close();
    await until(() => sockets.length === 0);
    expect(handshakes).toEqual(['tok-1', 'tok-1']);
  });
});
