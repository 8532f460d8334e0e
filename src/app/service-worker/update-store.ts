/**
 * Whether a new deployment is waiting (the service worker of the members' build found one) and how to take
 * it. A tiny store the notices read with useSyncExternalStore: it holds no Workbox code, so the app chunk
 * does not carry any.
 */
type Listener = () => void;

let apply: (() => void) | null = null;
const listeners = new Set<Listener>();
const notify = () => listeners.forEach((listener) => listener());

export const updateStore = {
  subscribe: (listener: Listener): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** The function that takes the new version, or null when none waits (or the member said "later"). */
  snapshot: (): (() => void) | null => apply,
  offer: (take: () => void): void => {
    apply = take;
    notify();
  },
  dismiss: (): void => {
    apply = null;
    notify();
  },
};
