/**
 * Horizontal-overflow watch for the layout check (issue 18, item 6). An init script samples, on every
 * animation frame of every page, how far the document reaches past the phone's width:
 * max(document.documentElement.scrollWidth, window.innerWidth) - width (a mobile browser widens its
 * layout viewport to fit wide content, so innerWidth alone could hide the overflow). It keeps the worst
 * moment since the last read and, at that moment, the outermost elements reaching past the edge.
 * A spin, a modal's fade-in or a late image all happen between two reads, so "at any moment" holds.
 */
import type { BrowserContext, Page } from 'playwright-core';
import en from '@/locales/en.json';
import la from '@/locales/la.json';
import th from '@/locales/th.json';
import qaEn from '@mocks/qa/locales/en.json';
import qaLa from '@mocks/qa/locales/la.json';
import qaTh from '@mocks/qa/locales/th.json';

export type Lang = 'th' | 'la' | 'en';
// The QA console's strings live with it (mocks/qa/locales) and join the app's under `qa` when it mounts.
const BUNDLES: Record<Lang, unknown> = { th: { ...th, qa: qaTh }, la: { ...la, qa: qaLa }, en: { ...en, qa: qaEn } };

/** The translation of `key` in `lang`, with {{name}} placeholders filled. */
export function tr(lang: Lang, key: string, vars: Record<string, string | number> = {}): string {
  let node: unknown = BUNDLES[lang];
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`no ${lang} text for ${key}`);
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(vars[name] ?? ''));
}

export interface Overflow {
  /** CSS px past the phone's width at the worst frame since the last read (0: none). */
  excess: number;
  scrollWidth: number;
  innerWidth: number;
  /** The outermost elements past the right edge at that frame. */
  culprits: string[];
}

type Watch = { worst: Overflow; take: () => Overflow };

/** Installs the per-frame sampler in every page of `context` (call before the first navigation). */
export async function watchOverflow(context: BrowserContext, width: number): Promise<void> {
  await context.addInitScript((phoneWidth: number) => {
    const none = (): Overflow => ({ excess: 0, scrollWidth: 0, innerWidth: 0, culprits: [] });
    const describe = (el: Element): string => {
      const classes = typeof el.className === 'string' ? el.className.trim().split(/\s+/).slice(0, 3).join('.') : '';
      const right = Math.round(el.getBoundingClientRect().right);
      return `${el.tagName.toLowerCase()}${classes ? `.${classes}` : ''} (right ${right})`;
    };
    const culprits = (): string[] => {
      const edge = phoneWidth + 0.5;
      const found: string[] = [];
      for (const el of Array.from(document.body?.querySelectorAll('*') ?? [])) {
        if (el.getBoundingClientRect().right <= edge) continue;
        const parent = el.parentElement;
        if (parent && parent !== document.body && parent.getBoundingClientRect().right > edge) continue;
        found.push(describe(el));
        if (found.length >= 6) break;
      }
      return found;
    };
    const watch: Watch = {
      worst: none(),
      take() {
        const worst = watch.worst;
        watch.worst = none();
        return worst;
      },
    };
    (window as unknown as { __overflow: Watch }).__overflow = watch;
    const sample = () => {
      const root = document.documentElement;
      if (root) {
        const scrollWidth = root.scrollWidth;
        const excess = Math.max(scrollWidth, window.innerWidth) - phoneWidth;
        if (excess > watch.worst.excess) {
          watch.worst = { excess, scrollWidth, innerWidth: window.innerWidth, culprits: culprits() };
        }
      }
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  }, width);
}

/** The worst overflow since the last read, with the current state folded in; resets the record. */
export async function takeOverflow(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const watch = (window as unknown as { __overflow?: Watch }).__overflow;
    const root = document.documentElement;
    const now = { scrollWidth: root.scrollWidth, innerWidth: window.innerWidth };
    const worst = watch?.take() ?? { excess: 0, scrollWidth: 0, innerWidth: 0, culprits: [] };
    // The rule itself, read once more now: scrollWidth <= innerWidth.
    const direct = Math.max(0, now.scrollWidth - now.innerWidth);
    return worst.excess >= direct ? worst : { excess: direct, ...now, culprits: worst.culprits };
  });
}

/** Collects every overflow of a walk, to report them all at once. */
export function overflowLog(page: Page, label: string) {
  const problems: string[] = [];
  let checks = 0;
  return {
    problems,
    count: () => checks,
    check: async (where: string): Promise<void> => {
      checks += 1;
      const found = await takeOverflow(page);
      if (found.excess > 0) {
        problems.push(
          `${label} ${where}: ${found.excess} px too wide (scrollWidth ${found.scrollWidth}, innerWidth ${found.innerWidth})` +
            (found.culprits.length ? `\n      ${found.culprits.join('\n      ')}` : ''),
        );
      }
    },
  };
}
