/** The a11y sweep's checks of one screen: axe (serious and critical) and 44x44 px touch targets. */
import { expect } from 'vitest';
import { tr, type Lang } from './overflow';
import { expectNoSeriousA11yViolations, type Locator, type Page } from './support';

const MIN_TARGET = 44;

interface SmallTarget {
  what: string;
  width: number;
  height: number;
}

/**
 * Visible standalone controls smaller than 44x44 CSS px. Exempt: links inline in a sentence (their
 * parent has text of its own), hidden or zero-size elements, and the QA console of the mock build
 * (a tester's tool, not in the production build).
 */
function smallTargets(page: Page): Promise<SmallTarget[]> {
  return page.evaluate((min) => {
    const selector = 'button, a[href], select, [role="button"], [role="tab"], .page-link';
    const found: SmallTarget[] = [];
    for (const element of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      if (element.closest('#qa-root')) continue;
      const rect = element.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || Number(style.opacity) === 0) continue;
      if (element.closest('[hidden], [aria-hidden="true"]')) continue;
      if (element.tagName === 'A' && style.display === 'inline') {
        const parent = element.parentElement;
        const own = parent ? (parent.textContent ?? '').replace(element.textContent ?? '', '').trim() : '';
        if (own.length > 0) continue;
      }
      // Rounding: a 43.99 px box is a 44 px box.
      if (Math.round(rect.width) >= min && Math.round(rect.height) >= min) continue;
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? '')
        .trim()
        .replace(/\s+/g, ' ')
        .slice(0, 40);
      const classes =
        typeof element.className === 'string' ? element.className.trim().split(/\s+/).slice(0, 3).join('.') : '';
      found.push({
        what: `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''} "${name}"`,
        width: Math.round(rect.width),
        height: Math.round(rect.height),
      });
    }
    return found;
  }, MIN_TARGET);
}

/** Waits until every open modal has faded in (half-transparent text would fail the contrast check). */
async function settled(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() =>
        Array.from(document.querySelectorAll('.modal, .modal-backdrop, .fade')).every((el) => {
          const style = getComputedStyle(el);
          return !el.classList.contains('fade') || el.classList.contains('show')
            ? style.opacity === '1' || el.classList.contains('modal-backdrop')
            : true;
        }),
      ),
    )
    .toBe(true);
}

export function sweeper(page: Page, lang: Lang) {
  const problems: string[] = [];
  let screens = 0;
  const check = async (where: string): Promise<void> => {
    screens += 1;
    await settled(page);
    try {
      await expectNoSeriousA11yViolations(page);
    } catch (error) {
      problems.push(
        `[${lang}] ${where}: ${error instanceof Error ? error.message.split('\n\nExpected')[0] : String(error)}`,
      );
    }
    const small = await smallTargets(page);
    if (small.length > 0) {
      problems.push(
        `[${lang}] ${where}: ${small.length} touch target(s) under ${MIN_TARGET}x${MIN_TARGET} px:\n` +
          small.map((s) => `      ${s.what} ${s.width}x${s.height}`).join('\n'),
      );
    }
  };
  return { check, problems, count: () => screens };
}

export async function closeDialog(dialog: Locator, lang: Lang): Promise<void> {
  await dialog
    .getByRole('button', { name: tr(lang, 'common.close') })
    .first()
    .click();
  await dialog.waitFor({ state: 'detached' });
}
