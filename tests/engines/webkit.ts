/**
 * WebKitGTK (Debian's webkit2gtk-driver: WebKitWebDriver driving MiniBrowser) over classic WebDriver. WebKitWebDriver
 * 2.50 refuses BiDi (`webSocketUrl`) and the journeys need a dozen commands, so they go over fetch: a session per
 * test (a fresh MiniBrowser, its own storage and mock database), under xvfb-run when there is no display.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../e2e/servers';
import { inPageScript } from './in-page-bundle';
import type { Query } from './query';
import { EngineTab, PHONE, type Property } from './tab';

export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH || '/usr/bin/WebKitWebDriver';
export const MINIBROWSER = process.env.MINIBROWSER_PATH || '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';

/**
 * MiniBrowser's toolbar keeps its window at least 447 px wide; this GTK stylesheet (its own XDG_CONFIG_HOME, the web
 * page is not styled by GTK) shrinks the toolbar so that the window, and so the page, can be 390 px wide.
 */
const NARROW_TOOLBAR =
  'window > box > box *, toolbar *, entry, button, image ' +
  '{ min-width: 0; min-height: 0; padding: 0; margin: 0; font-size: 1px; -gtk-icon-transform: scale(0.1); }\n';

type ElementRef = { [ELEMENT]: string };

export interface WebKitDriver {
  url: string;
  stop(): Promise<void>;
}

/** The processes a process started (xvfb-run's: Xvfb and the driver), by /proc. */
function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number)
      .filter((child) => readFileSync(`/proc/${child}/comm`, 'utf8').trim() === 'WebKitWebDriver');
  } catch {
    return [];
  }
}

async function waitForDriver(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`WebKitWebDriver exited (${child.exitCode}):\n${output()}`);
    const ready = await fetch(`${url}/status`)
      .then((r) => r.json() as Promise<{ value: { ready: boolean } }>)
      .then((body) => body.value.ready)
      .catch(() => false);
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`WebKitWebDriver did not answer at ${url} within 30 s:\n${output()}`);
}

export async function startWebKitDriver(): Promise<WebKitDriver> {
  for (const file of [WEBKIT_DRIVER, MINIBROWSER]) {
    if (!existsSync(file)) {
      throw new Error(`${file} not found: apt-get install webkit2gtk-driver xvfb (npm run test:engines does)`);
    }
  }
  const config = mkdtempSync(path.join(tmpdir(), 'engines-gtk-'));
  mkdirSync(path.join(config, 'gtk-3.0'));
  writeFileSync(path.join(config, 'gtk-3.0', 'gtk.css'), NARROW_TOOLBAR);
  const port = await freePort();
  const driverArgs = [`--port=${port}`, '--host=127.0.0.1'];
  const [command, args] = process.env.DISPLAY
    ? [WEBKIT_DRIVER, driverArgs]
    : ['xvfb-run', ['-a', '-s', '-screen 0 1280x1024x24', WEBKIT_DRIVER, ...driverArgs]];
  // Its own process group, so that a driver that will not stop can be ended with xvfb-run, Xvfb and MiniBrowser.
  const child = spawn(command, args, {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, XDG_CONFIG_HOME: config },
  });
  let output = '';
  const collect = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4_000));
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      // xvfb-run stops Xvfb and removes its files when the driver ends; a signal to xvfb-run itself would skip that
      const driver = command === WEBKIT_DRIVER ? [child.pid] : childrenOf(child.pid);
      for (const pid of driver) process.kill(pid, 'SIGTERM');
      const timer = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(config, { recursive: true, force: true });
  };
  try {
    await waitForDriver(url, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

async function command<T>(url: string, method: 'GET' | 'POST' | 'DELETE', body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as { value: T & { error?: string; message?: string } };
  if (!response.ok) throw new Error(`WebDriver ${answer.value.error}: ${answer.value.message}`);
  return answer.value;
}

export class WebKitTab extends EngineTab<ElementRef> {
  private readonly collected: string[] = [];

  private constructor(
    baseUrl: string,
    private readonly session: string,
  ) {
    super(baseUrl);
  }

  static async open(driver: WebKitDriver, baseUrl: string): Promise<WebKitTab> {
    const { sessionId } = await command<{ sessionId: string }>(`${driver.url}/session`, 'POST', {
      capabilities: {
        alwaysMatch: { 'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] } },
      },
    });
    const tab = new WebKitTab(baseUrl, `${driver.url}/session/${sessionId}`);
    await tab.fitPhone();
    return tab;
  }

  /** The window sized so that the page gets the phone's 390x844 (the toolbar's height added). */
  private async fitPhone(): Promise<void> {
    await this.send('POST', '/window/rect', { width: PHONE.width, height: PHONE.height });
    const inner = await this.run<number>('return window.innerHeight');
    await this.send('POST', '/window/rect', { width: PHONE.width, height: 2 * PHONE.height - inner });
  }

  private send<T>(method: 'GET' | 'POST' | 'DELETE', route: string, body?: unknown): Promise<T> {
    return command<T>(`${this.session}${route}`, method, body ?? (method === 'POST' ? {} : undefined));
  }

  protected async findNow(query: Query, enabled = false): Promise<ElementRef | null> {
    const find = () =>
      this.run<ElementRef | null | 'missing'>(
        'const engine = window.__engine; if (!engine) return "missing"; engine.watchErrors(); return engine.find(arguments[0], arguments[1]);',
        query,
        enabled,
      );
    let found = await find();
    if (found === 'missing') {
      // a new document: the queries and the error watch go in (WebDriver classic cannot add them before its scripts)
      await this.run(inPageScript());
      found = await find();
    }
    return found === 'missing' ? null : found;
  }

  /**
   * A member scrolls what they tap to mid-screen. WebKitWebDriver's own scroll is animated by the page's
   * `scroll-behavior: smooth` (Bootstrap's reboot) and it calls an element still on its way "not interactable".
   */
  private async scrollToMiddle(element: ElementRef): Promise<void> {
    await this.run("arguments[0].scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' })", element);
  }

  protected async clickElement(element: ElementRef): Promise<void> {
    await this.scrollToMiddle(element);
    await this.send('POST', `/element/${element[ELEMENT]}/click`);
  }

  protected async typeInto(element: ElementRef, text: string): Promise<void> {
    await this.scrollToMiddle(element);
    await this.send('POST', `/element/${element[ELEMENT]}/value`, { text });
  }

  protected async chooseOption(select: ElementRef, value: string): Promise<void> {
    const option = await this.run<ElementRef | null>(
      'return Array.from(arguments[0].options).find((o) => o.value === arguments[1]) ?? null',
      select,
      value,
    );
    if (!option) throw new Error(`no option of value ${value}`);
    await this.clickElement(option);
  }

  protected async propertyOf<T>(element: ElementRef, name: Property): Promise<T> {
    return this.run<T>(
      'const [node, key] = arguments; const box = node.getBoundingClientRect(); return key in box ? box[key] : node[key]',
      element,
      name,
    );
  }

  /** Keeps what the leaving document saw before it goes. */
  private async harvestErrors(): Promise<void> {
    const seen = await this.run<string[] | null>(
      'const seen = window.__engineErrors; return seen ? seen.splice(0, seen.length) : null',
    ).catch(() => null);
    if (seen) this.collected.push(...seen);
  }

  protected async navigate(url: string): Promise<void> {
    await this.harvestErrors();
    await this.send('POST', '/url', { url });
  }

  protected async reloadPage(): Promise<void> {
    await this.harvestErrors();
    await this.send('POST', '/refresh');
  }

  protected async switchToNewTab(url: string): Promise<void> {
    await this.harvestErrors();
    const { handle } = await this.send<{ handle: string }>('POST', '/window/new', { type: 'tab' });
    await this.send('POST', '/window', { handle });
    await this.fitPhone();
    await this.send('POST', '/url', { url });
  }

  async run<T>(body: string, ...args: unknown[]): Promise<T> {
    return this.send<T>('POST', '/execute/sync', { script: body, args });
  }

  async errors(): Promise<string[]> {
    await this.harvestErrors();
    return [...this.collected];
  }

  async screenshot(file: string): Promise<void> {
    const png = await this.send<string>('GET', '/screenshot');
    writeFileSync(file, Buffer.from(png, 'base64'));
  }

  async close(): Promise<void> {
    await this.send('DELETE', '').catch(() => undefined);
  }
}
