/**
 * Firefox ESR (Debian's firefox-esr) over WebDriver BiDi, through puppeteer-core: Puppeteer starts Firefox with its
 * own remote agent, so no geckodriver is needed (Debian ships none). One Firefox per test file, a fresh browser
 * context (its own storage, so its own mock database) per test.
 */
import { existsSync } from 'node:fs';
import puppeteer, { type Browser, type BrowserContext, type ElementHandle, type Page } from 'puppeteer-core';
import { inPageScript } from './in-page-bundle';
import type { Query } from './query';
import { EngineTab, PHONE, type Property } from './tab';

export const FIREFOX_PATH = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';

export async function launchFirefox(): Promise<Browser> {
  if (!existsSync(FIREFOX_PATH)) {
    throw new Error(`Firefox not found at ${FIREFOX_PATH}: apt-get install firefox-esr (npm run test:engines does)`);
  }
  return puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX_PATH, headless: true, timeout: 60_000 });
}

export class FirefoxTab extends EngineTab<ElementHandle> {
  private readonly collected: string[] = [];

  private constructor(
    baseUrl: string,
    private readonly context: BrowserContext,
    private page: Page,
  ) {
    super(baseUrl);
  }

  static async open(browser: Browser, baseUrl: string): Promise<FirefoxTab> {
    const context = await browser.createBrowserContext();
    const tab = new FirefoxTab(baseUrl, context, await context.newPage());
    await tab.prepare(tab.page);
    return tab;
  }

  /** The phone's viewport, the in-page queries in every document, the page's errors collected. */
  private async prepare(page: Page): Promise<void> {
    // Firefox's BiDi emulates neither touch nor a mobile viewport meta: the size and pixel ratio are the phone's.
    await page.setViewport({ ...PHONE, deviceScaleFactor: 2 });
    await page.evaluateOnNewDocument(inPageScript());
    page.setDefaultTimeout(30_000);
    page.on('console', (message) => {
      if (message.type() === 'error') this.collected.push(message.text());
    });
    page.on('pageerror', (error) => this.collected.push(`uncaught: ${String(error)}`));
  }

  protected async findNow(query: Query, enabled = false): Promise<ElementHandle | null> {
    const handle = await this.page.evaluateHandle(
      (q, e) =>
        (window as unknown as { __engine: { find(query: unknown, enabled: boolean): Element | null } }).__engine.find(
          q,
          e,
        ),
      query,
      enabled,
    );
    const element = handle.asElement() as ElementHandle | null;
    if (!element) await handle.dispose();
    return element;
  }

  protected async clickElement(element: ElementHandle): Promise<void> {
    await element.click();
  }

  protected async typeInto(element: ElementHandle, text: string): Promise<void> {
    await element.type(text);
  }

  protected async chooseOption(select: ElementHandle, value: string): Promise<void> {
    await (select as ElementHandle<HTMLSelectElement>).select(value);
  }

  protected async propertyOf<T>(element: ElementHandle, name: Property): Promise<T> {
    return element.evaluate((node, key) => {
      const box = node.getBoundingClientRect();
      return ((key in box ? box : node) as unknown as Record<string, T>)[key];
    }, name);
  }

  protected async navigate(url: string): Promise<void> {
    await this.page.goto(url, { waitUntil: 'load' });
  }

  protected async reloadPage(): Promise<void> {
    await this.page.reload({ waitUntil: 'load' });
  }

  protected async switchToNewTab(url: string): Promise<void> {
    this.page = await this.context.newPage();
    await this.prepare(this.page);
    await this.navigate(url);
  }

  async run<T>(body: string, ...args: unknown[]): Promise<T> {
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the page runs it, as WebDriver's execute does
    return this.page.evaluate(new Function(body) as (...a: unknown[]) => T, ...args);
  }

  async errors(): Promise<string[]> {
    return [...this.collected];
  }

  async screenshot(file: string): Promise<void> {
    await this.page.screenshot({ path: file });
  }

  async close(): Promise<void> {
    await this.context.close();
  }
}
