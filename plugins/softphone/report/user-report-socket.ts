// The browser's side of the /userreport channel (spec 001 sections 3, 7, 8, 9; spec 000 section 4.4).
// One socket.io connection per tab to the namespace /userreport: the operator's status and call events go up
// as `report`, `ping` every 25 s; the server answers `pong`, and sends `updateStateAmount` (calling disabled
// while amount_required) and `limitConnections` (another browser holds the user: calling off, no_active).
// socket.io's own reconnection is off: after a loss the client waits 3 s and connects again, with a warning
// notice (reconnecting / timeTrackingDisabled, 3 s) on the loss and a success notice on every connect.
import { io, type Socket } from 'socket.io-client';
import {
  authToken,
  notify as shellNotify,
  type NotifyParams,
  type UserReportMessage,
} from '@/src/plugin-api';
import { reportTexts, type ReportTextKey } from './texts';

/** The user-report message (spec 001 section 3), as the wire contract declares it for both sides. */
export type { UserReportMessage };

export interface UserReportOptions {
  userId: number;
  /** The user's own extension (`extension_username`). */
  operPhone: string;
  /** The API's bearer token, or how to read it at each (re)connect (e.g. authToken from the plugin API). */
  token: string | (() => string | null);
  /** `updateStateAmount`: true disables calling until a later false. */
  onStateAmount(required: boolean): void;
  /** `limitConnections`: this user is connected elsewhere; disable calling and set no_active. No reconnect. */
  onLimitConnections(text: string): void;
  /** The server refused the handshake (bad token, not the user's extension, no `global.call`). No reconnect. */
  onRefused?(message: string, code: string | null): void;
  /** Every (re)connect and loss, for a status indicator. */
  onConnectionChange?(connected: boolean): void;
  /** The shell's notices (default); tests inject their own. */
  notify?: (params: NotifyParams) => unknown;
  /** Translates `report.*` keys (useTranslation('softphone').t); default: the texts in `locale`. */
  t?: (key: `report.${ReportTextKey}`) => string;
  /** Default: the page's language (`<html lang>`), else Russian. Also sent so the server answers in it. */
  locale?: 'ru' | 'en';
  /** The server's origin; default: the page's. */
  url?: string;
  /** Spec 001 section 9: 3 s. */
  reconnectDelayMs?: number;
  pingIntervalMs?: number;
}

export interface UserReportConnection {
  /** Sends a report now, or the latest one as soon as the connection is back. */
  report(message: UserReportMessage): void;
  /** Closes for good (logout, softphone off): no reconnect, no notice. */
  close(): void;
  readonly connected: boolean;
}

export const USER_REPORT_NAMESPACE = '/userreport';
export const RECONNECT_DELAY_MS = 3000;
export const PING_INTERVAL_MS = 25_000;
/** The notices share one key: the success replaces the warning. */
export const NOTICE_KEY = 'softphone.userreport';

/** Refusals that a retry cannot cure (server/userreport/handshake.ts). */
const FINAL_REFUSALS = new Set(['unauthorized', 'forbidden', 'user_mismatch', 'oper_phone_mismatch']);

/** The session's bearer token, read at each (re)connect. */
export const readAuthToken = authToken;

function pageLocale(): 'ru' | 'en' {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return lang.startsWith('en') ? 'en' : 'ru';
}

export function connectUserReport(options: UserReportOptions): UserReportConnection {
  const locale = options.locale ?? pageLocale();
  const t =
    options.t ??
    ((key: `report.${ReportTextKey}`) => reportTexts[locale].report[key.slice(7) as ReportTextKey]);
  const notify = options.notify ?? shellNotify;
  const reconnectDelay = options.reconnectDelayMs ?? RECONNECT_DELAY_MS;
  const readToken = typeof options.token === 'function' ? options.token : () => options.token as string;
  const clientId = `c${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;

  let closed = false;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let pending: UserReportMessage | null = null;
  /** The loss warning is shown once per loss, not at every failed attempt. */
  let lossShown = false;

  const socket: Socket = io(`${options.url ?? ''}${USER_REPORT_NAMESPACE}`, {
    autoConnect: true,
    forceNew: true,
    reconnection: false,
    transports: ['websocket', 'polling'],
    tryAllTransports: true,
    query: { user_id: String(options.userId), oper_phone: options.operPhone },
    // Read at every attempt, so a renewed token is used.
    // client_id: the server tells this tab's own reconnect from a second browser (limitConnections).
    auth: (cb) => cb({ token: readToken() ?? '', locale, client_id: clientId }),
  });

  const stopRetry = () => {
    if (retry) clearTimeout(retry);
    retry = null;
  };

  const lost = () => {
    options.onConnectionChange?.(false);
    if (!lossShown) {
      lossShown = true;
      void notify({
        type: 'warning',
        message: t('report.reconnecting'),
        description: t('report.timeTrackingDisabled'),
        duration: 3,
        key: NOTICE_KEY,
      });
    }
    stopRetry();
    retry = setTimeout(() => {
      retry = null;
      if (!closed) socket.connect();
    }, reconnectDelay);
  };

  const stop = () => {
    closed = true;
    stopRetry();
    clearInterval(pinger);
    socket.removeAllListeners();
    socket.disconnect();
  };

  socket.on('connect', () => {
    stopRetry();
    lossShown = false;
    options.onConnectionChange?.(true);
    void notify({ type: 'success', message: t('report.timeTrackingAvailable'), key: NOTICE_KEY });
    if (pending) {
      socket.emit('report', pending);
      pending = null;
    }
  });

  socket.on('disconnect', () => {
    if (!closed) lost();
  });

  socket.on('connect_error', (error: Error & { data?: { code?: unknown } }) => {
    if (closed) return;
    const code = typeof error.data?.code === 'string' ? error.data.code : null;
    if (code && FINAL_REFUSALS.has(code)) {
      stop();
      options.onConnectionChange?.(false);
      void notify({
        type: 'error',
        message: t('report.refused'),
        description: error.message,
        key: NOTICE_KEY,
      });
      options.onRefused?.(error.message, code);
      return;
    }
    lost();
  });

  socket.on('updateStateAmount', (state: unknown) => {
    const required = (state as { amount_required?: unknown } | null)?.amount_required;
    if (typeof required === 'boolean') options.onStateAmount(required);
  });

  socket.on('limitConnections', (text: unknown) => {
    // The server drops this connection next; there is no point coming back while the other one holds.
    stop();
    options.onConnectionChange?.(false);
    options.onLimitConnections(typeof text === 'string' ? text : '');
  });

  socket.on('pong', () => {
    // The answer is enough: a missing one shows as a disconnect through socket.io's own heartbeat.
  });

  const pinger = setInterval(() => {
    if (socket.connected) socket.emit('ping');
  }, options.pingIntervalMs ?? PING_INTERVAL_MS);

  return {
    report(message) {
      if (closed) return;
      if (socket.connected) socket.emit('report', message);
      else pending = message;
    },
    close: stop,
    get connected() {
      return !closed && socket.connected;
    },
  };
}
