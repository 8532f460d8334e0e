/**
 * Whether the server could be reached lately: a call that got no answer at all (no network, the server's
 * host unreachable) marks it unreachable, any answer (an error status too) reachable again. The browser's
 * own online flag misses networks that are up without internet; the offline line reads both.
 */
type Listener = () => void;

let unreachable = false;
const listeners = new Set<Listener>();

const set = (value: boolean) => {
  if (unreachable === value) return;
  unreachable = value;
  listeners.forEach((listener) => listener());
};

export const connectivity = {
  subscribe: (listener: Listener): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  unreachable: (): boolean => unreachable,
  noAnswer: (): void => set(true),
  answered: (): void => set(false),
};
