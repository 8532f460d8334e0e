import { afterEach, describe, expect, it } from 'vitest';
import { APP_STYLES_ID, appStylesReady } from '@/lib/app-styles';

function addLink(state?: string): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.id = APP_STYLES_ID;
  if (state) link.dataset.state = state;
  document.head.appendChild(link);
  return link;
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

afterEach(() => document.getElementById(APP_STYLES_ID)?.remove());

describe('appStylesReady', () => {
  it('has nothing to wait for without the link (dev server)', async () => {
    expect(await settled(appStylesReady())).toBe(true);
  });

  it('waits for the stylesheet to load', async () => {
    const link = addLink();
    const ready = appStylesReady();
    expect(await settled(ready)).toBe(false);
    link.dispatchEvent(new Event('load'));
    expect(await settled(ready)).toBe(true);
  });

  it('lets the app start when the stylesheet fails', async () => {
    const link = addLink();
    const ready = appStylesReady();
    link.dispatchEvent(new Event('error'));
    expect(await settled(ready)).toBe(true);
  });

  it.each(['loaded', 'failed'])('does not wait for an event that already fired (%s)', async (state) => {
    addLink(state);
    expect(await settled(appStylesReady())).toBe(true);
  });
});
