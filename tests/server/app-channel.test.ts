// The /app push channel (server/userreport/app-channel.ts): any signed-in user's tab may listen, whatever
// the role; a push to a user reaches every tab of that user and nobody else's; no token, a bad token, or a
// token whose sessions ended gets no connection.
import { io, type Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { endSessions } from '../../server/auth/sessions';
import { pushToUser } from '../../server/userreport';
import { login, useTestApp } from './helpers/app';
import { databaseTargets } from './helpers/databases';
import { until, useListeningApp } from './helpers/sockets';
import { userId } from './tasks-helpers';

describe.each(databaseTargets)('the /app push channel on $name', (target) => {
  const ctx = useTestApp(target);
  const live = useListeningApp(ctx);

  function connect(token: string | null) {
    const socket: Socket = io(`${live.base}/app`, {
      auth: token ? { token } : {},
      transports: ['websocket'],
      reconnection: false,
    });
    live.sockets.push(socket);
    const state = { connected: false, refused: '' as string, got: [] as unknown[] };
    socket.on('connect', () => (state.connected = true));
    socket.on(
      'connect_error',
      (err: Error & { data?: { code?: string } }) => (state.refused = err.data?.code ?? 'x'),
    );
    socket.on('import.changed', (item: unknown) => state.got.push(item));
    return { socket, state };
  }

  it("pushes to every tab of the user, and to nobody else's", async () => {
    const supervisor = connect(await login(ctx.app, 'supervisor@demo.local'));
    const secondTab = connect(await login(ctx.app, 'supervisor@demo.local'));
    const guest = connect(await login(ctx.app, 'guest@demo.local'));
    await until(() => supervisor.state.connected && secondTab.state.connected && guest.state.connected);
    pushToUser(ctx.app, await userId(ctx, 'supervisor@demo.local'), 'import.changed', { id: 7 });
    await until(() => supervisor.state.got.length === 1 && secondTab.state.got.length === 1);
    expect(supervisor.state.got).toEqual([{ id: 7 }]);
    await new Promise((r) => setTimeout(r, 200));
    expect(guest.state.got).toEqual([]);
  });

  it('refuses a socket without a valid token, and closes the sockets of a user whose sessions end', async () => {
    const none = connect(null);
    const forged = connect('not-a-token');
    await until(() => none.state.refused !== '' && forged.state.refused !== '');
    expect([none.state.refused, forged.state.refused]).toEqual(['unauthorized', 'unauthorized']);

    const admin = connect(await login(ctx.app, 'admin@demo.local'));
    await until(() => admin.state.connected);
    await endSessions(ctx.app, await userId(ctx, 'admin@demo.local'));
    await until(() => !admin.socket.connected);
  });
});
