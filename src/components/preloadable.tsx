import { lazy, type ComponentType } from 'react';

/**
 * A lazy component that can be fetched ahead (`preload`): once its module is in, it renders at once. A React.lazy
 * component suspends on its first render even when its module is already loaded, and React holds a Suspense
 * boundary's content back up to 300 ms after it suspended (measured: the first tap on a money tile took 350 to
 * 370 ms at 4x CPU with the code already fetched, against 50 ms for a second tap; the first receipt after login
 * came ~260 ms after its answer).
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  /** Fetches ahead of need: a failure (offline) is left to the first render, which loads the module again. */
  const prefetch = () => void preload().catch(() => undefined);
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  const Preloadable = (props: P) => {
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  };
  return Object.assign(Preloadable, { preload, prefetch });
}
