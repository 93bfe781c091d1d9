import { useEffect, useState } from 'react';

/**
 * Seconds left of a countdown that started when the caller mounted; ticks once per second (spec 4).
 * Measured against the clock, not by counting ticks: a phone that throttles a background tab
 * still shows the right number when it comes back. Remount (a new `key`) to start again.
 */
export function useCountdown(seconds: number): number {
  const [remaining, setRemaining] = useState(Math.max(0, Math.ceil(seconds)));

  useEffect(() => {
    if (seconds <= 0) return;
    const deadline = Date.now() + seconds * 1000;
    const timer = setInterval(() => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) clearInterval(timer);
    }, 1000);
    return () => {
      clearInterval(timer);
    };
  }, [seconds]);

  return remaining;
}
