import { useEffect, useRef, useState } from 'react';
import { qrSecondsLeft } from '../model';

/**
 * Seconds left until expiresAt, re-rendering just after each whole second. It is read from the
 * clock on every render (never counted), so a remount or a sleeping tab shows the true time left.
 * onExpire runs once the expiry is reached.
 */
export function useCountdown(expiresAt: number | null, onExpire: () => void): number {
  const [, setTick] = useState(0);
  const expireRef = useRef(onExpire);
  useEffect(() => {
    expireRef.current = onExpire;
  });

  useEffect(() => {
    if (expiresAt === null) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      const left = expiresAt - Date.now();
      if (left <= 0) {
        expireRef.current();
        return;
      }
      // Wake just after the next whole-second boundary so the display never skips a second.
      const delay = left % 1000 || 1000;
      timer = setTimeout(() => {
        setTick((n) => n + 1);
        schedule();
      }, delay);
    };
    schedule();
    return () => clearTimeout(timer);
  }, [expiresAt]);

  return expiresAt === null ? 0 : qrSecondsLeft(expiresAt, Date.now());
}
