// The /userreport channel (spec 001 section 7, spec 000 section 4.4): socket.io on the app's HTTP server,
// namespace /userreport. Handshake by the API's token, user_id and oper_phone; reports kept in the live state;
// ping/pong; one live connection per user (limitConnections to the newer); updateStateAmount through the
// admin route and on connect.
import { eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { describe, expect, it, vi } from 'vitest';
import { users } from '../../server/db/schema';
import { liveReportOf, liveReports } from '../../server/userreport';
import { useTestApp } from './helpers/app';
import { databaseTargets } from './helpers/databases';
import { DEMO, tokenOf, type Payload } from './contacts-helpers';
import { send, userId, userWith } from './tasks-helpers';
import { until, useListeningApp } from './helpers/sockets';

interface Handshake {
  token?: string;
  user_id?: string | number;
  oper_phone?: string;
  locale?: string;
  client_id?: string;
}

const REPORT = {
  id: 'call-1',
  event: 'answer',
  oper_phone: '1003',
  oper_full_name: 'Olga Operator',
  queue_names: ['campaign_1', 'campaign_2'],
  client_queue_name: 'campaign_1',
  client_phone: '79161234567',
  client_id: 1,
};

/** Resolves with the first of the events named, and its argument. */
const first = (socket: Socket, events: string[], ms = 5000) =>
  new Promise<{ event: string; arg: unknown }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`none of ${events.join(', ')} within ${ms} ms`)), ms);
    for (const event of events)
      socket.once(event, (arg: unknown) => {
        clearTimeout(timer);
        resolve({ event, arg });
      });
  });

describe.each(databaseTargets)('the /userreport channel on $name', (target) => {
  const ctx = useTestApp(target);
  const live = useListeningApp(ctx);

  const open = (handshake: Handshake) => {
    const { token, locale = 'en', client_id, ...query } = handshake;
    const socket = connect(`${live.base}/userreport`, {
      auth: { ...(token ? { token } : {}), locale, ...(client_id ? { client_id } : {}) },
      query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    live.sockets.push(socket);
    return socket;
  };

  const operator = async (): Promise<Handshake> => ({
    token: await tokenOf(ctx, DEMO.operator),
    user_id: await userId(ctx, DEMO.operator),
    oper_phone: '1003',
  });

  const connected = async (handshake: Handshake) => {
    const socket = open(handshake);
    const { event, arg } = await first(socket, ['connect', 'connect_error']);
    if (event !== 'connect') throw new Error(`refused: ${(arg as Error).message}`);
    return socket;
  };

  const refusal = async (handshake: Handshake) => {
    const socket = open(handshake);
    const { event, arg } = await first(socket, ['connect', 'connect_error']);
    expect(event).toBe('connect_error');
    const error = arg as Error & { data?: { code?: string } };
    return { message: error.message, code: error.data?.code };
  };

  it('refuses a connection without a token, with a bad one, for another user or extension, without global.call', async () => {
    const good = await operator();
    expect(await refusal({ ...good, token: undefined })).toEqual({
      code: 'unauthorized',
      message: 'Authentication required: log in again',
    });
    expect((await refusal({ ...good, token: `${good.token}x` })).code).toBe('unauthorized');
    expect(await refusal({ ...good, oper_phone: '1002' })).toEqual({
      code: 'oper_phone_mismatch',
      message: "oper_phone is not the user's extension",
    });
    expect((await refusal({ ...good, oper_phone: undefined })).code).toBe('oper_phone_mismatch');
    expect((await refusal({ ...good, user_id: await userId(ctx, DEMO.supervisor) })).code).toBe(
      'user_mismatch',
    );
    expect((await refusal({ ...good, user_id: undefined })).code).toBe('user_mismatch');
    // In Russian when asked.
    expect((await refusal({ ...good, oper_phone: '9999', locale: 'ru' })).message).toBe(
      'oper_phone не является внутренним номером пользователя',
    );

    // A supervisor whose group lacks global.call, even with their own extension; the guest has neither.
    const noCall = await userWith(ctx, 'ROLE_SUPERVISOR', ['contact.show']);
    await ctx.db.update(users).set({ extension_username: '2001' }).where(eq(users.id, noCall.id));
    expect(await refusal({ token: noCall.token, user_id: noCall.id, oper_phone: '2001' })).toEqual({
      code: 'forbidden',
      message: 'The user does not have access rights',
    });
    const guest = { token: await tokenOf(ctx, DEMO.guest), user_id: await userId(ctx, DEMO.guest) };
    expect((await refusal({ ...guest, oper_phone: '1004' })).code).toBe('forbidden');
    expect(liveReports(ctx.app)).toEqual([]);

    // The operator with everything right is in; so is a user of any role holding global.call.
    const ok = await connected(good);
    expect(ok.connected).toBe(true);
    const caller = await userWith(ctx, 'ROLE_SUPERVISOR', ['global.call']);
    await ctx.db.update(users).set({ extension_username: '2002' }).where(eq(users.id, caller.id));
    await connected({ token: caller.token, user_id: caller.id, oper_phone: '2002' });
  });

  it('answers ping with pong', async () => {
    const socket = await connected(await operator());
    const pong = first(socket, ['pong']);
    socket.emit('ping');
    const { arg } = await pong;
    expect(arg).toEqual({ time: expect.any(Number) });
  });

  it('keeps the latest valid report per user and ignores malformed ones', async () => {
    const handshake = await operator();
    const id = Number(handshake.user_id);
    const socket = await connected(handshake);
    await until(() => liveReportOf(ctx.app, id)?.connected === true);
    expect(liveReportOf(ctx.app, id)).toMatchObject({ user_id: id, oper_phone: '1003', report: null });

    expect(await socket.emitWithAck('report', REPORT)).toEqual({ ok: true });
    expect(liveReportOf(ctx.app, id)).toMatchObject({ connected: true, report: REPORT });

    // Malformed: not an object, no event, another extension, junk types. Nothing changes, nothing breaks.
    for (const [bad, field] of [
      ['junk', 'message'],
      [{ ...REPORT, event: '' }, 'event'],
      [{ ...REPORT, oper_phone: '1001' }, 'oper_phone'],
      [{ ...REPORT, queue_names: [1, 2] }, 'queue_names'],
      [{ ...REPORT, client_id: 'abc' }, 'client_id'],
      [{ ...REPORT, id: { nested: true } }, 'id'],
    ] as const) {
      expect(await socket.emitWithAck('report', bad), field).toEqual({ ok: false, error: field });
    }
    socket.emit('report', null); // without an ack too
    socket.emit('report');
    expect(liveReportOf(ctx.app, id)?.report).toEqual(REPORT);

    // The latest wins; optional fields may be absent; a comma list of queues is accepted.
    const pause = { id: 7, event: 'pause', oper_phone: '1003', queue_names: 'campaign_1, campaign_2' };
    expect(await socket.emitWithAck('report', pause)).toEqual({ ok: true });
    expect(liveReportOf(ctx.app, id)?.report).toEqual({
      id: 7,
      event: 'pause',
      oper_phone: '1003',
      oper_full_name: '',
      queue_names: ['campaign_1', 'campaign_2'],
      client_queue_name: null,
      client_phone: null,
      client_id: null,
    });
    expect(socket.connected).toBe(true);

    socket.close();
    await until(() => liveReportOf(ctx.app, id)?.connected === false);
    expect(liveReports(ctx.app)).toEqual([expect.objectContaining({ user_id: id, connected: false })]);
  });

  it('sends limitConnections to a second connection of the same user and drops it; the first stays', async () => {
    const handshake = await operator();
    const firstSocket = await connected(handshake);
    await firstSocket.emitWithAck('report', REPORT);

    const second = open(handshake);
    const limit = first(second, ['limitConnections']);
    const dropped = first(second, ['disconnect']);
    expect((await limit).arg).toBe(
      'This user is already connected from another browser or computer: time tracking works there, calls are disabled here',
    );
    expect((await dropped).arg).toBe('io server disconnect');
    // In the language of the handshake.
    const russian = open({ ...handshake, locale: 'ru' });
    expect((await first(russian, ['limitConnections'])).arg).toMatch(/^Этот пользователь уже подключён/);
    expect(second.connected).toBe(false);

    // The first still works and still holds the live state.
    expect(firstSocket.connected).toBe(true);
    expect(await firstSocket.emitWithAck('report', { ...REPORT, event: 'ended' })).toEqual({ ok: true });
    expect(liveReportOf(ctx.app, Number(handshake.user_id))).toMatchObject({
      connected: true,
      report: { event: 'ended' },
    });

    // Once the first is gone, the user may connect again.
    firstSocket.close();
    await until(() => liveReportOf(ctx.app, Number(handshake.user_id))?.connected === false);
    const third = await connected(handshake);
    expect(third.connected).toBe(true);
  });

  it("lets the same client's reconnect take its place while its old connection is still open", async () => {
    const handshake = { ...(await operator()), client_id: 'tab-1' };
    const old = await connected(handshake);
    const oldDropped = first(old, ['disconnect']);
    const again = open(handshake);
    const limited = vi.fn();
    again.on('limitConnections', limited);
    await until(() => again.connected);
    expect((await oldDropped).arg).toBe('io server disconnect');
    expect(await again.emitWithAck('report', REPORT)).toEqual({ ok: true });
    expect(liveReportOf(ctx.app, Number(handshake.user_id))).toMatchObject({
      connected: true,
      report: REPORT,
    });
    // Another client of the same user is still refused.
    const other = open({ ...handshake, client_id: 'tab-2' });
    expect((await first(other, ['limitConnections'])).arg).toMatch(/already connected/);
    expect(limited).not.toHaveBeenCalled();
  });

  it('broadcasts updateStateAmount through the admin route and sends it on connect while true', async () => {
    const socket = await connected(await operator());
    const admin = await tokenOf(ctx, DEMO.admin);

    // Only administrators; before the body is even looked at.
    const operatorToken = await tokenOf(ctx, DEMO.operator);
    const refused = await send(ctx, 'PUT', '/api/userreport/state-amount', operatorToken, {
      amount_required: 'true',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'forbidden' });
    expect((await send(ctx, 'PUT', '/api/userreport/state-amount', operatorToken, {})).statusCode).toBe(403);
    const supervisor = await tokenOf(ctx, DEMO.supervisor);
    expect(
      (await send(ctx, 'PUT', '/api/userreport/state-amount', supervisor, { amount_required: 'true' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await send(ctx, 'PUT', '/api/userreport/state-amount', null, { amount_required: 'true' })).statusCode,
    ).toBe(401);

    // A bad body names the field.
    for (const body of [{}, { amount_required: 'maybe' }] as Payload[]) {
      const bad = await send(ctx, 'PUT', '/api/userreport/state-amount', admin, body);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({
        code: 'validation',
        errors: { amount_required: expect.any(String) },
      });
    }

    const update = first(socket, ['updateStateAmount']);
    const on = await send(ctx, 'PUT', '/api/userreport/state-amount', admin, { amount_required: 'true' });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ amount_required: true, clients: 1 });
    expect((await update).arg).toEqual({ amount_required: true });

    // A client connecting while it is true is told at once.
    socket.close();
    await until(() => liveReports(ctx.app).every((entry) => !entry.connected));
    const later = open(await operator());
    expect((await first(later, ['updateStateAmount'])).arg).toEqual({ amount_required: true });

    // Back to false: broadcast (JSON body works too), and new clients hear nothing.
    const off = first(later, ['updateStateAmount']);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/userreport/state-amount',
      headers: { authorization: `Bearer ${admin}` },
      payload: { amount_required: false },
    });
    expect(res.json()).toEqual({ amount_required: false, clients: 1 });
    expect((await off).arg).toEqual({ amount_required: false });
  });

  it('disconnects its clients when the app closes', async () => {
    const socket = await connected(await operator());
    const gone = first(socket, ['disconnect']);
    await ctx.app.close();
    expect((await gone).arg).toMatch(/disconnect|transport close/);
  });
});
