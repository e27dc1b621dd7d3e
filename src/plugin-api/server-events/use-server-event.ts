// What plugins hear from the server without touching socket.io: `useServerEvent(name, handler)` while the
// component is mounted, and `useServerReconnect(handler)` after a lost connection comes back (a list asks
// again for what it missed). The first listener opens the tab's /app connection (session-channel.ts).
import { useEffect, useRef } from 'react';
import type { ExportItem, ImportItem } from '@/src/contracts';
import { serverChannel } from './session-channel';

/** The server's pushes on /app and what each carries (issue 13's contract). */
export interface ServerEvents {
  /** One of the user's imports changed: the Import item as GET /contact/import/latest answers it. */
  'import.changed': ImportItem;
  /** One of the user's exports changed: the Export queue item as GET /call/getQueueDownload answers it. */
  'export.changed': ExportItem;
}

export type ServerEventName = keyof ServerEvents;

/** Calls the latest `handler` on every `event` while mounted; `enabled` false listens to nothing. */
export function useServerEvent<E extends ServerEventName>(
  event: E,
  handler: (payload: ServerEvents[E]) => void,
  enabled = true,
): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!enabled) return;
    return serverChannel.on(event, (payload) => {
      // Items are objects with an id; anything else is not what the contract sends.
      if (typeof payload === 'object' && payload !== null && 'id' in payload)
        latest.current(payload as ServerEvents[E]);
    });
  }, [event, enabled]);
}

/** Calls the latest `handler` each time the connection comes back after a loss. */
export function useServerReconnect(handler: () => void, enabled = true): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!enabled) return;
    return serverChannel.onReconnect(() => latest.current());
  }, [enabled]);
}
