// The softphone's /userreport client (plugins/softphone/report) against a real socket.io server started here:
// reports and ping go up, updateStateAmount and limitConnections come down, a loss shows the warning and
// reconnects after 3 s (spec 001 sections 8 and 9), a refusal or limitConnections stops it for good.
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server, type Namespace, type Socket } from 'socket.io';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NotifyParams } from '@/src/plugin-api';
import {
  connectUserReport,
  NOTICE_KEY,
  type UserReportConnection,
  type UserReportMessage,
  type UserReportOptions,
} from '@/plugins/softphone/report/user-report-socket';

const TOKEN = 'good-token';

const REPORT: UserReportMessage = {
  id: 'call-1',
  event: 'answer',
  oper_phone: '1003',
  oper_full_name: 'Olga Operator',
  queue_names: ['campaign_1'],
  client_queue_name: 'campaign_1',
  client_phone: '79161234567',
  client_id: 1,
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const until = async (check: () => boolean, ms = 5000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not reached');
    await sleep(20);
  }
};

describe('connectUserReport', () => {
  let http: HttpServer;
  let io: Server;
  let nsp: Namespace;
  let url: string;
  let port: number;
  /** What the server saw: handshakes, reports, pings. */
  let seen: {
    handshakes: { auth: unknown; query: Record<string, unknown> }[];
    reports: unknown[];
    pings: number;
  };
  let refuse: { message: string; code: string } | null;
  let connections: UserReportConnection[];

  const startServer = async (atPort = 0) => {
    http = createServer();
    io = new Server(http, { serveClient: false });
    nsp = io.of('/userreport');
    nsp.use((socket, next) => {
      seen.handshakes.push({ auth: socket.handshake.auth, query: { ...socket.handshake.query } });
      if (refuse) return next(Object.assign(new Error(refuse.message), { data: { code: refuse.code } }));
      if ((socket.handshake.auth as { token?: string }).token !== TOKEN)
        return next(Object.assign(new Error('Authentication required'), { data: { code: 'unauthorized' } }));
      next();
    });
    nsp.on('connection', (socket: Socket) => {
      socket.on('report', (message: unknown) => seen.reports.push(message));
      socket.on('ping', () => {
        seen.pings += 1;
        socket.emit('pong', { time: Date.now() });
      });
    });
    await new Promise<void>((resolve) => http.listen(atPort, '127.0.0.1', resolve));
    port = (http.address() as AddressInfo).port;
    url = `http://127.0.0.1:${port}`;
  };

  const stopServer = async () => {
    io.local.disconnectSockets(true);
    nsp.disconnectSockets(true);
    await new Promise<void>((resolve) => io.close(() => resolve()));
  };

  beforeEach(async () => {
    seen = { handshakes: [], reports: [], pings: 0 };
    refuse = null;
    connections = [];
    await startServer();
  });

  afterEach(async () => {
    for (const c of connections) c.close();
    await stopServer();
  });

  const start = (overrides: Partial<UserReportOptions> = {}) => {
    const notices: NotifyParams[] = [];
    const onStateAmount = vi.fn();
    const onLimitConnections = vi.fn();
    const onRefused = vi.fn();
    const connection = connectUserReport({
      userId: 3,
      operPhone: '1003',
      token: TOKEN,
      onStateAmount,
      onLimitConnections,
      onRefused,
      notify: (params) => void notices.push(params),
      locale: 'en',
      url,
      ...overrides,
    });
    connections.push(connection);
    return { connection, notices, onStateAmount, onLimitConnections, onRefused };
  };

  const serverSocket = () => [...nsp.sockets.values()][0];

  it('connects with the token, user_id and oper_phone, announces time tracking, reports and pings', async () => {
    const { connection, notices } = start({ pingIntervalMs: 50 });
    await until(() => connection.connected);
    expect(seen.handshakes[0]).toMatchObject({
      auth: { token: TOKEN, locale: 'en' },
      query: { user_id: '3', oper_phone: '1003' },
    });
    expect(notices).toEqual([{ type: 'success', message: 'Time tracking is available', key: NOTICE_KEY }]);

    connection.report(REPORT);
    await until(() => seen.reports.length === 1);
    expect(seen.reports).toEqual([REPORT]);
    await until(() => seen.pings >= 2);
  });

  it('passes updateStateAmount and ignores a malformed one', async () => {
    const { connection, onStateAmount } = start();
    await until(() => connection.connected);
    serverSocket().emit('updateStateAmount', { amount_required: 'yes' });
    serverSocket().emit('updateStateAmount', { amount_required: true });
    await until(() => onStateAmount.mock.calls.length === 1);
    serverSocket().emit('updateStateAmount', { amount_required: false });
    await until(() => onStateAmount.mock.calls.length === 2);
    expect(onStateAmount.mock.calls).toEqual([[true], [false]]);
  });

  it('warns on a loss, reconnects 3 s later, announces it again and sends the latest report kept meanwhile', async () => {
    const { connection, notices } = start();
    await until(() => connection.connected);
    const lostAt = Date.now();
    serverSocket().disconnect(true);
    await until(() => !connection.connected);
    expect(notices.at(-1)).toEqual({
      type: 'warning',
      message: 'Connection lost, reconnecting…',
      description: 'Time tracking is paused until the connection is back.',
      duration: 3,
      key: NOTICE_KEY,
    });

    connection.report({ ...REPORT, event: 'pause' });
    connection.report({ ...REPORT, event: 'active' });
    await sleep(2500);
    expect(connection.connected).toBe(false);
    expect(seen.handshakes).toHaveLength(1);

    await until(() => connection.connected, 3000);
    expect(Date.now() - lostAt).toBeGreaterThanOrEqual(2900);
    expect(seen.handshakes).toHaveLength(2);
    expect(notices.map((n) => n.type)).toEqual(['success', 'warning', 'success']);
    await until(() => seen.reports.length === 1);
    expect(seen.reports).toEqual([{ ...REPORT, event: 'active' }]);
  });

  it('keeps trying while the server is down, warning once, until it is back', async () => {
    const { connection, notices } = start({ reconnectDelayMs: 300, locale: 'ru' });
    await until(() => connection.connected);
    await stopServer();
    await until(() => !connection.connected);
    await sleep(1000); // several failed attempts
    expect(notices.map((n) => n.type)).toEqual(['success', 'warning']);
    expect(notices[1]).toMatchObject({
      message: 'Связь потеряна, переподключаемся…',
      description: 'Учёт рабочего времени приостановлен до восстановления связи.',
    });
    await startServer(port);
    await until(() => connection.connected);
    expect(notices.at(-1)).toMatchObject({ type: 'success', message: 'Учёт рабочего времени доступен' });
  });

  it('limitConnections: tells the caller and never comes back', async () => {
    const { connection, onLimitConnections, notices } = start({ reconnectDelayMs: 100 });
    await until(() => connection.connected);
    const socket = serverSocket();
    socket.emit('limitConnections', 'Already connected elsewhere');
    socket.disconnect(true);
    await until(() => onLimitConnections.mock.calls.length === 1);
    expect(onLimitConnections).toHaveBeenCalledWith('Already connected elsewhere');
    await sleep(400);
    expect(connection.connected).toBe(false);
    expect(seen.handshakes).toHaveLength(1);
    expect(notices.map((n) => n.type)).toEqual(['success']);
  });

  it('a refused handshake stops with an error notice; a retryable one keeps trying', async () => {
    refuse = { message: "oper_phone is not the user's extension", code: 'oper_phone_mismatch' };
    const { connection, onRefused, notices } = start({ reconnectDelayMs: 100 });
    await until(() => onRefused.mock.calls.length === 1);
    expect(onRefused).toHaveBeenCalledWith("oper_phone is not the user's extension", 'oper_phone_mismatch');
    expect(notices).toEqual([
      {
        type: 'error',
        message: 'Time tracking is unavailable',
        description: "oper_phone is not the user's extension",
        key: NOTICE_KEY,
      },
    ]);
    await sleep(400);
    expect(seen.handshakes).toHaveLength(1);
    expect(connection.connected).toBe(false);

    refuse = { message: 'try later', code: 'unavailable' };
    const second = start({ reconnectDelayMs: 100 });
    await until(() => seen.handshakes.length >= 3);
    refuse = null;
    await until(() => second.connection.connected);
    expect(second.notices.map((n) => n.type)).toEqual(['warning', 'success']);
  });

  it('reads the token at each attempt and stops quietly on close()', async () => {
    let token: string | null = 'stale';
    const { connection, notices, onRefused } = start({ token: () => token, reconnectDelayMs: 100 });
    await until(() => onRefused.mock.calls.length === 1); // unauthorized is final
    expect(seen.handshakes[0].auth).toMatchObject({ token: 'stale' });

    token = TOKEN;
    const again = start({ token: () => token, reconnectDelayMs: 100 });
    await until(() => again.connection.connected);
    again.connection.close();
    again.connection.report(REPORT);
    await sleep(300);
    expect(again.connection.connected).toBe(false);
    expect(seen.reports).toEqual([]);
    expect(again.notices.map((n) => n.type)).toEqual(['success']);
    expect(connection.connected).toBe(false);
    expect(notices.map((n) => n.type)).toEqual(['error']);
  });
});
