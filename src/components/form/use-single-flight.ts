import { useCallback, useMemo, useRef, useState } from 'react';

export interface SingleFlight {
  /** For rendering (spinner, disabled); true from start() to end(). */
  pending: boolean;
  /** True while a call is in flight, read from the ref: a second tap in the same frame sees it. */
  flying: () => boolean;
  /** Takes the guard; false when a call is already in flight (then do nothing). */
  start: () => boolean;
  /** Releases the guard (call it in onSettled or finally). */
  end: () => void;
  /** start(), await fn, end(), whatever fn does; resolves undefined when a call was already in flight. */
  run: <T>(fn: () => Promise<T>) => Promise<T | undefined>;
}

/** The double-tap guard: one call at a time, with a pending flag to render. */
export function useSingleFlight(): SingleFlight {
  const inFlight = useRef(false);
  const [pending, setPending] = useState(false);
  const flying = useCallback(() => inFlight.current, []);
  const start = useCallback(() => {
    if (inFlight.current) return false;
    inFlight.current = true;
    setPending(true);
    return true;
  }, []);
  const end = useCallback(() => {
    inFlight.current = false;
    setPending(false);
  }, []);
  const run = useCallback(
    async <T>(fn: () => Promise<T>): Promise<T | undefined> => {
      if (!start()) return undefined;
      try {
        return await fn();
      } finally {
        end();
      }
    },
    [start, end],
  );
  return useMemo(() => ({ pending, flying, start, end, run }), [pending, flying, start, end, run]);
}
