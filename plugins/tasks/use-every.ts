import { useEffect, useRef } from 'react';

/** Runs `tick` now and every `ms` while mounted; the latest `tick` is used without restarting the clock. */
export function useEvery(ms: number, tick: () => void) {
  const latest = useRef(tick);
  latest.current = tick;
  useEffect(() => {
    latest.current();
    const id = setInterval(() => latest.current(), ms);
    return () => clearInterval(id);
  }, [ms]);
}

/** Spec 001 section 9: tasks are polled every 30 s. */
export const TASK_POLL_MS = 30_000;
