import { useEffect, useState } from 'react';
import { apiCall } from '@/src/plugin-api';

// Spec 001 section 7: GET /ping every 60 s, the first one 1 s after start.
export const FIRST_PING_AFTER_MS = 1_000;
export const PING_EVERY_MS = 60_000;

export type PingState = { status: 'unknown' } | { status: 'failed' } | { status: 'ok'; ms: number };

/** Round-trip time of GET /api/ping, measured in the browser. */
export function usePing(): PingState {
  const [state, setState] = useState<PingState>({ status: 'unknown' });

  useEffect(() => {
    let stopped = false;
    let repeat: ReturnType<typeof setInterval> | undefined;
    const ping = async () => {
      const startedAt = performance.now();
      try {
        await apiCall('get', '/ping'); // any non-2xx reply rejects
        if (!stopped) setState({ status: 'ok', ms: Math.round(performance.now() - startedAt) });
      } catch {
        if (!stopped) setState({ status: 'failed' });
      }
    };
    const first = setTimeout(() => {
      void ping();
      repeat = setInterval(() => void ping(), PING_EVERY_MS);
    }, FIRST_PING_AFTER_MS);
    return () => {
      stopped = true;
      clearTimeout(first);
      clearInterval(repeat);
    };
  }, []);

  return state;
}
