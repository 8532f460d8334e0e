import type { Browser } from 'puppeteer-core';
import { FirefoxTab, launchFirefox } from './firefox';
import { engineJourneys } from './journeys';

let browser: Browser | undefined;

engineJourneys({
  name: 'Firefox',
  async start() {
    browser = await launchFirefox();
  },
  async openTab(baseUrl) {
    if (!browser) throw new Error('Firefox has not started');
    return FirefoxTab.open(browser, baseUrl);
  },
  async stop() {
    await browser?.close();
  },
});
