import { useEffect, useState } from 'react';

/**
 * Seconds left of a countdown that restarts whenever `startedAt` changes
 * (each code request). Computed from the clock, so a throttled background tab
 * still shows the right value when it comes back.
 */
export function useCountdown(seconds: number, startedAt: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  const endsAt = startedAt === null ? 0 : startedAt + seconds * 1000;
  const left = Math.max(0, Math.ceil((endsAt - now) / 1000));

  useEffect(() => {
    if (startedAt === null) return;
    setNow(Date.now());
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= endsAt) window.clearInterval(timer);
    }, 250);
    return () => window.clearInterval(timer);
  }, [startedAt, endsAt]);

  return left;
}
