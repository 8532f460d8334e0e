import { useEffect, useRef } from 'react';

/** False once the widget is gone: an answer that arrives later must not update it. */
export function useMounted() {
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return mounted;
}
