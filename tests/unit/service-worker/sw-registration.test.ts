import { afterEach, describe, expect, it, vi } from 'vitest';
import { updateStore } from '@/app/service-worker/update-store';

const workbox = vi.hoisted(() => ({
  url: '',
  scope: '',
  listeners: new Map<string, () => void>(),
  register: vi.fn(() => Promise.resolve(undefined)),
  messageSkipWaiting: vi.fn(),
}));

vi.mock('workbox-window', () => ({
  Workbox: class {
    constructor(url: string, options: { scope: string }) {
      workbox.url = url;
      workbox.scope = options.scope;
    }
    addEventListener(type: string, listener: () => void) {
      workbox.listeners.set(type, listener);
    }
    register = workbox.register;
    messageSkipWaiting = workbox.messageSkipWaiting;
  },
}));

afterEach(() => updateStore.dismiss());

describe('service worker registration', () => {
  it('registers sw.js at the base; a waiting version waits for the member', async () => {
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
    const { registerServiceWorker } = await import('@/app/service-worker/sw-registration');
    registerServiceWorker('/');
    expect([workbox.url, workbox.scope]).toEqual(['/sw.js', '/']);
    expect(workbox.register).toHaveBeenCalledTimes(1);
    expect(updateStore.snapshot()).toBeNull();

    workbox.listeners.get('waiting')?.();
    const take = updateStore.snapshot();
    expect(take).toBeTypeOf('function');
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();
    take?.();
    expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(workbox.listeners.has('controlling')).toBe(true);
  });
});
