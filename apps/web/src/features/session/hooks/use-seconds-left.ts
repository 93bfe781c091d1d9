import { useEffect, useState } from 'react';

const secondsUntil = (deadline: number) => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));

/**
 * Whole seconds until `deadline` (epoch ms), updated once per second (spec 4). Measured against
 * the clock, not by counting ticks: a phone that throttles a background tab still shows the right
 * number when it comes back.
 */
export function useSecondsLeft(deadline: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => {
      setNow(Date.now());
      if (secondsUntil(deadline) === 0) clearInterval(timer);
    }, 1000);
    return () => {
      clearInterval(timer);
    };
  }, [deadline]);
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}
