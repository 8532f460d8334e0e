import { engineJourneys } from './journeys';
import { startWebKitDriver, WebKitTab, type WebKitDriver } from './webkit';

let driver: WebKitDriver | undefined;

engineJourneys({
  name: 'WebKit',
  async start() {
    driver = await startWebKitDriver();
  },
  async openTab(baseUrl) {
    if (!driver) throw new Error('WebKitWebDriver has not started');
    return WebKitTab.open(driver, baseUrl);
  },
  async stop() {
    await driver?.stop();
  },
});
