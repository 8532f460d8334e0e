import { lazy, type ComponentType, type ReactNode } from 'react';
import { ErrorBoundary } from './error-boundary';

/**
 * A lazy component that can be fetched ahead (`preload`): once its module is in, it renders at once. A React.lazy
 * component suspends on its first render even when its module is already loaded, and React holds a Suspense
 * boundary's content back up to 300 ms after it suspended (measured: the first tap on a money tile took 350 to
 * 370 ms at 4x CPU with the code already fetched, against 50 ms for a second tap; the first receipt after login
 * came ~260 ms after its answer).
 *
 * `failed`, when given, shows in the component's place (with the props it was given) if its code cannot be loaded
 * (offline) instead of the error reaching the app's root; its retry fetches the code again.
 */
export function preloadable<P extends object>(
  load: () => Promise<ComponentType<P>>,
  failed?: (retry: () => void, props: P) => ReactNode,
) {
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  /** Fetches ahead of need: a failure (offline) is left to the first render, which loads the module again. */
  const prefetch = () => void preload().catch(() => undefined);
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  const Current = (props: P) => {
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  };
  // A lazy component that failed stays failed: a retry renders the module a later preload brought, if any.
  const Preloadable = failed
    ? (props: P) => (
        <ErrorBoundary fallback={(reset) => failed(() => void preload().then(reset, reset), props)}>
          <Current {...props} />
        </ErrorBoundary>
      )
    : Current;
  return Object.assign(Preloadable, { preload, prefetch });
}
