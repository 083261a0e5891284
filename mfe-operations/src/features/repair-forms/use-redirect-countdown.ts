import { useEffect, useRef, useState } from 'react';

/**
 * Counts down from `seconds` and calls `onDone` at zero. Returns the seconds left, or null when
 * the countdown is off (inactive, or `seconds` is 0 — the settings screen's "off").
 * Time is read from the clock, so a throttled background tab still redirects on time.
 */
export function useRedirectCountdown(seconds: number, onDone: () => void, active = true): number | null {
  const enabled = active && seconds > 0;
  const [remaining, setRemaining] = useState(seconds);
  const done = useRef(onDone);

  useEffect(() => {
    done.current = onDone;
  }, [onDone]);

  useEffect(() => {
    if (!enabled) return undefined;
    const startedAt = Date.now();
    setRemaining(seconds);
    const timer = setInterval(() => {
      const left = Math.max(0, seconds - Math.floor((Date.now() - startedAt) / 1000));
      setRemaining(left);
      if (left === 0) {
        clearInterval(timer);
        done.current();
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [enabled, seconds]);

  return enabled ? remaining : null;
}
