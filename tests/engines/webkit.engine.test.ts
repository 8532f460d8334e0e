import { engineJourneys } from './journeys';
import { startWebKitDriver, WebKitTab, type WebKitDriver } from './webkit';

let driver: WebKitDriver | undefined;

/**
 * A tab opens in 1-3 s. About one tab in thirty here, WebKitWebDriver never answered its new session (the hook's
 * 120 s ran out before the journey began): such a tab costs a fresh driver and MiniBrowser, not the journey. A
 * second tab that does not open fails the journey.
 */
const OPEN_TAB_TIMEOUT_MS = 30_000;

class TabTimedOut extends Error {}

function openWithin(opening: Promise<WebKitTab>, ms: number): Promise<WebKitTab> {
  opening.catch(() => undefined); // a tab given up on may still fail when its driver stops
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TabTimedOut(`no WebKit tab after ${ms} ms`)), ms);
  });
  return Promise.race([opening, timedOut]).finally(() => clearTimeout(timer));
}

engineJourneys({
  name: 'WebKit',
  async start() {
    driver = await startWebKitDriver();
  },
  async openTab(baseUrl) {
    if (!driver) throw new Error('WebKitWebDriver has not started');
    try {
      return await openWithin(WebKitTab.open(driver, baseUrl), OPEN_TAB_TIMEOUT_MS);
    } catch (error) {
      if (!(error instanceof TabTimedOut)) throw error;
      console.warn(`[engines] ${error.message}: WebKitWebDriver started again`);
      await driver.stop();
      driver = await startWebKitDriver();
      return WebKitTab.open(driver, baseUrl);
    }
  },
  async stop() {
    await driver?.stop();
  },
});
