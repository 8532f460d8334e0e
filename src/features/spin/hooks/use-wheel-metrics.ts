import { useEffect, useState } from 'react';
import { RESIZE_DEBOUNCE_MS, wheelSize } from '../model';

const WHEEL_FALLBACK = 390;
const viewportWidth = () => (typeof window === 'undefined' ? WHEEL_FALLBACK : window.innerWidth || WHEEL_FALLBACK);

export interface WheelMetrics {
  /** The wheel's side in CSS pixels: at most 350, at most 85% of the window's width (spec section 9). */
  size: number;
  /** The device pixel ratio the sprite is drawn at. */
  ratio: number;
}

/** The wheel's size, measured once and again only after resizing has been quiet for 500 ms (spec section 9). */
export function useWheelMetrics(): WheelMetrics {
  const [metrics, setMetrics] = useState(() => ({
    size: wheelSize(viewportWidth()),
    ratio: typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1,
  }));

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const onResize = () => {
      if (timer !== null) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = null;
        const next = { size: wheelSize(viewportWidth()), ratio: window.devicePixelRatio || 1 };
        setMetrics((current) => (current.size === next.size && current.ratio === next.ratio ? current : next));
      }, RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      if (timer !== null) clearTimeout(timer);
    };
  }, []);

  return metrics;
}
