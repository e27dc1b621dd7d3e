// The browser's side of the server's /app namespace (server/userreport/app-channel.ts): one socket.io
// connection that only listens, shared by every listener of the tab. It opens when the first listener
// arrives and closes a moment after the last one leaves (so a remount does not reconnect), or at once on
// close(). socket.io-client is imported on first use, so it costs nothing to a user nobody listens for.
// socket.io reconnects after a loss by itself, reading the token afresh at every attempt; a refused
// handshake (a token the server no longer knows) is not retried until retry() says the session changed.
import type { Socket } from 'socket.io-client';

export type ChannelListener = (payload: unknown) => void;

export interface ServerChannelOptions {
  /** The namespace's address: `/app` on the page's origin, or a full URL in tests. */
  url: string;
  /** Read at every (re)connect: a renewed token is used. */
  readToken: () => string | null;
  /** Spec 001 section 9: reconnect after 3 s. */
  reconnectDelayMs?: number;
  /** How long the connection outlives its last listener. */
  idleCloseMs?: number;
}

export interface ServerChannel {
  /** Runs `listener` on every `event`; returns the unsubscribe. */
  on(event: string, listener: ChannelListener): () => void;
  /** Runs `listener` after each reconnect that follows a loss (a listener then asks for what it missed). */
  onReconnect(listener: () => void): () => void;
  /** Closes now (logout); a later listener opens a new connection. */
  close(): void;
  /** Connects again if a refusal stopped the connection and someone still listens (a new token). */
  retry(): void;
  readonly connected: boolean;
}

export const RECONNECT_DELAY_MS = 3000;
const IDLE_CLOSE_MS = 5000;

export function createServerChannel(options: ServerChannelOptions): ServerChannel {
  const listeners = new Map<string, Set<ChannelListener>>();
  const reconnectListeners = new Set<() => void>();
  let socket: Socket | null = null;
  /** Bumped by close(): a connection still loading when it was closed is dropped when it arrives. */
  let generation = 0;
  let opening = false;
  let wasConnected = false;
  let idleTimer: ReturnType<typeof setTimeout> | null = null;

  const listening = () => reconnectListeners.size > 0 || [...listeners.values()].some((s) => s.size > 0);

  async function open() {
    if (socket || opening || !options.readToken()) return;
    opening = true;
    const mine = generation;
    const { io } = await import('socket.io-client').finally(() => (opening = false));
    if (mine !== generation || socket || !listening()) return;
    const delay = options.reconnectDelayMs ?? RECONNECT_DELAY_MS;
    const next = io(options.url, {
      forceNew: true,
      reconnectionDelay: delay,
      reconnectionDelayMax: delay,
      transports: ['websocket', 'polling'],
      tryAllTransports: true,
      auth: (cb) => cb({ token: options.readToken() ?? '' }),
    });
    socket = next;
    next.on('connect', () => {
      if (wasConnected) for (const listener of [...reconnectListeners]) listener();
      wasConnected = true;
    });
    next.onAny((event: string, payload: unknown) => {
      for (const listener of [...(listeners.get(event) ?? [])]) listener(payload);
    });
  }

  function close() {
    generation += 1;
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = null;
    socket?.removeAllListeners();
    socket?.disconnect();
    socket = null;
    wasConnected = false;
  }

  function joined() {
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = null;
    void open();
  }

  function left() {
    if (listening() || idleTimer) return;
    idleTimer = setTimeout(() => {
      idleTimer = null;
      if (!listening()) close();
    }, options.idleCloseMs ?? IDLE_CLOSE_MS);
  }

  return {
    on(event, listener) {
      const set = listeners.get(event) ?? new Set();
      listeners.set(event, set.add(listener));
      joined();
      return () => {
        set.delete(listener);
        left();
      };
    },
    onReconnect(listener) {
      reconnectListeners.add(listener);
      joined();
      return () => {
        reconnectListeners.delete(listener);
        left();
      };
    },
    close,
    retry() {
      // socket.io gives up after a refused handshake or a server-side close (`active` false).
      if (socket && !socket.active) socket.connect();
      else if (!socket && listening()) void open();
    },
    get connected() {
      return socket?.connected ?? false;
    },
  };
}
