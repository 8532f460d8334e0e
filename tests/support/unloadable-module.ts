/** A lazily loaded module whose code cannot be fetched (offline), for what the app shows in its place. */
import { onTestFinished, vi } from 'vitest';

/**
 * From here on, importing `path` fails as a browser's dynamic import does offline; the modules imported after this
 * call are fresh copies (the shared setup may have loaded `path` already). `vi.doUnmock(path)` lets it load again
 * (the network back); both are undone when the test ends.
 */
export function refuseModule(path: string): void {
  vi.resetModules();
  vi.doMock(path, () => {
    throw new TypeError('Failed to fetch dynamically imported module');
  });
  onTestFinished(() => {
    vi.doUnmock(path);
    vi.resetModules();
  });
}
