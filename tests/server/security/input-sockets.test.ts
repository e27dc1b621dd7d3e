// Issue 10, class 5: socket.io serves /userreport to a valid token and nothing else. The default namespace
// `/` accepted unauthenticated sockets and kept them open (2,000 were held). A raw engine.io client (long
// polling by hand, which never hangs up on its own as socket.io-client does) proves the server itself ends
// the connection after refusing `/`, an unknown namespace or a bad token.
import { io as connect } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { CONNECT_TIMEOUT_MS } from '../../../server/userreport/namespaces';
import { useTestApp } from '../helpers/app';
import { databaseTargets } from '../helpers/databases';
import { DEMO, tokenOf } from '../contacts-helpers';
import { userId } from '../tasks-helpers';
import { until, useListeningApp } from '../helpers/sockets';

const RECORD_SEPARATOR = '\x1e';

/** engine.io protocol 4 over long polling: open a session, post packets, poll for what the server sends. */
async function rawSession(base: string, query = '') {
  const opened = await (await fetch(`${base}/socket.io/?EIO=4&transport=polling${query}`)).text();
  const { sid } = JSON.parse(opened.slice(1)) as { sid: string };
  const url = `${base}/socket.io/?EIO=4&transport=polling&sid=${sid}`;
  return {
    send: async (packet: string) => (await fetch(url, { method: 'POST', body: packet })).text(),
    /** The packets of one poll; `closed` when the server ended the session (close packet or unknown sid). */
    poll: async () => {
      const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
      const packets = (await res.text()).split(RECORD_SEPARATOR);
      return { packets, closed: res.status === 400 || packets.includes('1') };
    },
  };
}

describe.each(databaseTargets)('socket.io namespaces on $name', (target) => {
  const ctx = useTestApp(target);
  const live = useListeningApp(ctx);
  const openCount = () => ctx.app.userReport!.io.engine.clientsCount;

  /** Sends one CONNECT; resolves with the server's answer once it has closed the session (fails if it never does). */
  const refusedAndClosed = async (connectPacket: string) => {
    const session = await rawSession(live.base);
    expect(await session.send(connectPacket)).toBe('ok');
    const seen: string[] = [];
    for (let i = 0; i < 3; i++) {
      const { packets, closed } = await session.poll();
      seen.push(...packets);
      if (closed) break;
      if (i === 2) throw new Error(`the server kept the session open: ${seen.join(' | ')}`);
    }
    await until(() => openCount() === 0);
    return seen.find((p) => p.startsWith('4'));
  };

  it('refuses the default namespace `/` and closes the connection at once', async () => {
    const answer = await refusedAndClosed('40{"locale":"en"}');
    expect(answer).toBe('44{"message":"This channel does not exist","data":{"code":"invalid_namespace"}}');
  });

  it('refuses an unknown namespace and closes the connection at once', async () => {
    const answer = await refusedAndClosed('40/admin,');
    expect(answer).toBe('44/admin,{"message":"Invalid namespace"}');
  });

  it('refuses /userreport without a valid token and closes the connection at once', async () => {
    expect(await refusedAndClosed('40/userreport,{}')).toContain('"code":"unauthorized"');
    expect(await refusedAndClosed('40/userreport,{"token":"forged"}')).toContain('"code":"unauthorized"');
  });

  it('tells a socket.io client why `/` and unknown namespaces are refused', async () => {
    for (const [path, expected] of [
      ['/', { message: 'Такого канала нет', code: 'invalid_namespace' }],
      ['/admin', { message: 'Invalid namespace', code: undefined }],
    ] as const) {
      const socket = connect(`${live.base}${path}`, {
        auth: { locale: 'ru' },
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
      });
      live.sockets.push(socket);
      const error = await new Promise<Error & { data?: { code?: string } }>((resolve, reject) => {
        socket.once('connect', () => reject(new Error(`${path} was accepted`)));
        socket.once('connect_error', resolve);
      });
      expect({ message: error.message, code: error.data?.code }).toEqual(expected);
    }
    await until(() => openCount() === 0);
  });

  it('still serves /userreport to an operator with a token, and keeps that connection', async () => {
    const socket = connect(`${live.base}/userreport`, {
      auth: { token: await tokenOf(ctx, DEMO.operator), locale: 'en' },
      query: { user_id: String(await userId(ctx, DEMO.operator)), oper_phone: '1003' },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    live.sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    const pong = new Promise((resolve) => socket.once('pong', resolve));
    socket.emit('ping');
    expect(await pong).toMatchObject({ time: expect.any(Number) });
    expect(socket.connected).toBe(true);
    expect(openCount()).toBe(1);
  });

  it('drops a connection that never asks for a namespace after the connect timeout', () => {
    expect(ctx.app.userReport!.io.connectTimeout()).toBe(CONNECT_TIMEOUT_MS);
    expect(CONNECT_TIMEOUT_MS).toBeLessThanOrEqual(10_000);
  });
});
