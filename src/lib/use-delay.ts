import { useEffect, useState } from 'react';

/** False until `ms` have passed since mount: pages that show their placeholder briefly (000 §2). */
export function useDelayElapsed(ms: number): boolean {
  const [elapsed, setElapsed] = useState(ms <= 0);
  useEffect(() => {
    if (ms <= 0) return;
    const timer = window.setTimeout(() => setElapsed(true), ms);
    return () => window.clearTimeout(timer);
  }, [ms]);
  return elapsed;
}
