import { useCallback, useEffect, useRef } from 'react';

/**
 * `later(fn, ms)`: runs fn after ms unless the chat is gone by then (`mounted` false); every timer still
 * waiting is cleared when the chat unmounts.
 */
export function useLater(mounted: { readonly current: boolean }) {
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const timerSet = timers.current;
    return () => {
      timerSet.forEach(clearTimeout);
      timerSet.clear();
    };
  }, []);

  return useCallback(
    (fn: () => void, ms: number) => {
      const id = setTimeout(() => {
        timers.current.delete(id);
        if (mounted.current) fn();
      }, ms);
      timers.current.add(id);
    },
    [mounted],
  );
}
