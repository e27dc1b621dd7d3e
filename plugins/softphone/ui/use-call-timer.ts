import { useEffect, useState } from 'react';
import { formatDuration } from './colours';

/** The time since `answeredAt`, refreshed every second; null while the call is not answered. */
export function useCallTimer(answeredAt: number | null | undefined): string | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (answeredAt == null) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [answeredAt]);
  return answeredAt == null ? null : formatDuration(now - answeredAt);
}
