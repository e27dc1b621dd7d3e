// socket.io-client in the UI suite: no server to reach in jsdom, so `io()` gives a fake socket that connects at
// once (reading its auth like the real one) and lets a test push events and drop the connection. Installed for
// every UI test by tests/setup/dom.ts; tests drive it through the helpers below.
type Listener = (...args: unknown[]) => void;

export interface FakeSocket {
  url: string;
  /** The auth each connect sent (the token is read afresh every time). */
  auths: unknown[];
  connected: boolean;
  active: boolean;
  on(event: string, listener: Listener): FakeSocket;
  onAny(listener: Listener): FakeSocket;
  removeAllListeners(): FakeSocket;
  connect(): FakeSocket;
  disconnect(): FakeSocket;
  /** The server sends `event` (test side). */
  push(event: string, payload: unknown): void;
  /** The transport drops (test side); socket.io would then connect again. */
  drop(): void;
}

const sockets: FakeSocket[] = [];

export function io(url: string, options: { auth?: (cb: (data: unknown) => void) => void } = {}): FakeSocket {
  const listeners = new Map<string, Listener[]>();
  const any: Listener[] = [];
  const fire = (event: string, ...args: unknown[]) => (listeners.get(event) ?? []).forEach((l) => l(...args));
  const socket: FakeSocket = {
    url,
    auths: [],
    connected: false,
    active: true,
    on(event, listener) {
      listeners.set(event, [...(listeners.get(event) ?? []), listener]);
      return socket;
    },
    onAny(listener) {
      any.push(listener);
      return socket;
    },
    removeAllListeners() {
      listeners.clear();
      any.length = 0;
      return socket;
    },
    connect() {
      socket.active = true;
      queueMicrotask(() => {
        if (!socket.active) return;
        options.auth?.((data) => socket.auths.push(data));
        socket.connected = true;
        fire('connect');
      });
      return socket;
    },
    disconnect() {
      socket.active = false;
      socket.connected = false;
      const index = sockets.indexOf(socket);
      if (index >= 0) sockets.splice(index, 1);
      return socket;
    },
    push(event, payload) {
      any.forEach((l) => l(event, payload));
    },
    drop() {
      socket.connected = false;
      fire('disconnect', 'transport close');
    },
  };
  sockets.push(socket);
  return socket.connect();
}

/** The fake sockets open now. */
export const openSockets = (): readonly FakeSocket[] => sockets;

/** The server pushes `event` to every open socket. */
export function pushFromServer(event: string, payload: unknown): void {
  for (const socket of [...sockets]) if (socket.connected) socket.push(event, payload);
}

/** Every open socket loses its connection and socket.io brings it back (a reconnect). */
export function dropAndReconnect(): void {
  for (const socket of [...sockets]) {
    socket.drop();
    socket.connect();
  }
}
