/**
 * One phone-sized tab of an engine, driven by what a member sees: every action waits (up to 15 s, as the e2e
 * suite's locators do) for its element, found in the page by ./in-page.ts. Each engine's driver fills in the
 * few primitives below (./firefox.ts, ./webkit.ts); the journeys (./journeys.ts) only use the public methods.
 */
import { describeQuery, type Query } from './query';

/** What a test reads of an element: its text, a checkbox's state, its size and place on screen. */
export type Property = 'innerText' | 'checked' | 'height' | 'width' | 'top' | 'left';

export const PHONE = { width: 390, height: 844 } as const;
const WAIT_MS = 15_000;
const POLL_MS = 100;
/** How long an element must stay in one place before it is tapped: three frames. */
const STILL_MS = 50;

export abstract class EngineTab<Element> {
  constructor(protected readonly baseUrl: string) {}

  /** The element the query finds now (with `enabled`, only one that is not disabled), or null. */
  protected abstract findNow(query: Query, enabled?: boolean): Promise<Element | null>;
  protected abstract clickElement(element: Element): Promise<void>;
  protected abstract typeInto(element: Element, text: string): Promise<void>;
  protected abstract chooseOption(select: Element, value: string): Promise<void>;
  protected abstract propertyOf<T>(element: Element, name: Property): Promise<T>;
  protected abstract navigate(url: string): Promise<void>;
  protected abstract reloadPage(): Promise<void>;
  protected abstract switchToNewTab(url: string): Promise<void>;
  /** Runs `body` (a function body; `arguments` holds args) in the page and returns its JSON result. */
  abstract run<T>(body: string, ...args: unknown[]): Promise<T>;
  /** Console errors and uncaught errors of every page this tab showed. */
  abstract errors(): Promise<string[]>;
  abstract screenshot(file: string): Promise<void>;
  abstract close(): Promise<void>;

  async open(path: string): Promise<void> {
    await this.navigate(new URL(path, `${this.baseUrl}/`).toString());
  }

  async reload(): Promise<void> {
    await this.reloadPage();
  }

  /** Opens the portal at `path` in a new tab of the same browser profile (a fresh sessionStorage) and stays there. */
  async openInNewTab(path: string): Promise<void> {
    await this.switchToNewTab(new URL(path, `${this.baseUrl}/`).toString());
  }

  /** Resolves once the query finds an element; fails after 15 s naming what it looked for. */
  async waitFor(query: Query, { timeoutMs = WAIT_MS, enabled = false } = {}): Promise<Element> {
    const deadline = Date.now() + timeoutMs;
    let lastError = '';
    for (;;) {
      try {
        const found = await this.findNow(query, enabled);
        if (found) return found;
      } catch (error) {
        // a page between documents (navigation) cannot run scripts yet
        lastError = error instanceof Error ? error.message : String(error);
      }
      if (Date.now() > deadline) {
        throw new Error(
          `not shown within ${timeoutMs} ms: ${describeQuery(query)}${lastError ? ` (${lastError})` : ''}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  /**
   * Waits until the query finds nothing (a dialog closed). Its failure names the page's dialogs, each with its
   * classes and the id its title has, which tell a dialog that never closed from a second one opened in its place.
   */
  async waitGone(query: Query, timeoutMs = WAIT_MS): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while ((await this.findNow(query).catch(() => 'navigating')) !== null) {
      if (Date.now() > deadline) {
        const dialogs = await this.run<string[]>(
          "return Array.from(document.querySelectorAll('[role=dialog]')).map((d) => d.className + ' (title ' + d.getAttribute('aria-labelledby') + ')')",
        ).catch(() => ['(the page did not answer)']);
        throw new Error(
          `still shown after ${timeoutMs} ms: ${describeQuery(query)}; the page's dialogs: ${dialogs.join('; ') || 'none'}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  async click(query: Query): Promise<void> {
    await this.retryStale(async () => {
      const element = await this.waitFor(query, { enabled: true });
      await this.untilStill(element);
      await this.clickElement(element);
    });
  }

  async fill(query: Query, text: string): Promise<void> {
    await this.retryStale(async () => this.typeInto(await this.waitFor(query, { enabled: true }), text));
  }

  async choose(query: Query, value: string): Promise<void> {
    await this.retryStale(async () => this.chooseOption(await this.waitFor(query, { enabled: true }), value));
  }

  async textOf(query: Query): Promise<string> {
    return this.retryStale(async () => this.propertyOf<string>(await this.waitFor(query), 'innerText'));
  }

  /** The element's height or width on screen, in CSS pixels. */
  async measure(query: Query, side: 'height' | 'width'): Promise<number> {
    return this.retryStale(async () => this.propertyOf<number>(await this.waitFor(query), side));
  }

  async isChecked(query: Query): Promise<boolean> {
    return this.retryStale(async () => this.propertyOf<boolean>(await this.waitFor(query), 'checked'));
  }

  /** Waits until the page's address has this path (and no other). */
  async waitForPath(path: string, timeoutMs = WAIT_MS): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    let seen = '';
    for (;;) {
      seen = await this.run<string>('return location.pathname').catch(() => seen);
      if (seen === path) return;
      if (Date.now() > deadline) throw new Error(`expected the path ${path}, still ${seen} after ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  /**
   * Waits until the element stays in one place, as Playwright's click does. A driver presses where the element was
   * and lets go where it is: OK tapped while its dialog slid in (Bootstrap's 300 ms) was let go above the button,
   * and no click reached it (WebKit, 6 runs in 8 on 2026-12-07). An element still moving after 15 s is tapped anyway.
   */
  private async untilStill(element: Element): Promise<void> {
    const deadline = Date.now() + WAIT_MS;
    let last = '';
    for (;;) {
      const [top, left] = await Promise.all([
        this.propertyOf<number>(element, 'top'),
        this.propertyOf<number>(element, 'left'),
      ]);
      const place = `${top},${left}`;
      if (place === last || Date.now() > deadline) return;
      last = place;
      await new Promise((resolve) => setTimeout(resolve, STILL_MS));
    }
  }

  /** React may replace an element between finding and acting on it: find it again, twice at most. */
  private async retryStale<T>(act: () => Promise<T>): Promise<T> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await act();
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        if (attempt >= 2 || !/stale|detached|not attached|no longer|not connected/i.test(message)) throw error;
      }
    }
  }
}
