import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations, expectPath, setupApp, waitVisible, type Page } from './support';

const app = setupApp();

const checkA11y = (page: Page) => expectNoSeriousA11yViolations(page);

describe('statement and slips', () => {
  it('pages through the statement and opens the slip status with reasons', async () => {
    const page = await app.openApp('/login', { storage: { locale: 'en', 'remember-agreement': 'true' } });
    await page.getByLabel('Phone number').fill('0812345678');
    await page.getByLabel('Password').fill('Demo1234');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expectPath(page, '/user/home');
    await page.getByRole('navigation', { name: /Main/i }).getByRole('link', { name: 'Statement' }).click();
    await expectPath(page, '/user/statement');
    // The app's stylesheet (added by index.html's script) stays ahead of the member area's lazy one, so the
    // member rules win ties in the cascade as they would with plain <link> tags.
    const sheets = await page.evaluate(() =>
      Array.from(
        document.querySelectorAll('link[rel="stylesheet"]'),
        (link) => `${link.parentElement?.tagName}:${link.id || link.getAttribute('href')}`,
      ),
    );
    expect(sheets[0]).toBe('HEAD:app-styles');
    expect(sheets.some((sheet) => /member-styles.*\.css$/.test(sheet))).toBe(true);

    const list = (n: number) => page.getByRole('list', { name: `Statement, page ${n}` });
    await waitVisible(list(1));
    expect(await list(1).getByRole('listitem').count()).toBe(10);
    await waitVisible(list(1).getByText(/^\+/).first());
    await checkA11y(page);

    const pages = page.getByRole('navigation', { name: 'Pages' });
    const firstText = await list(1).getByRole('listitem').first().innerText();
    await pages.getByRole('button', { name: 'Page 2' }).click();
    await waitVisible(list(2));
    expect(await list(2).getByRole('listitem').first().innerText()).not.toBe(firstText);
    expect(new URL(page.url()).search).toBe('?page=2');
    await pages.getByRole('button', { name: 'Next page' }).click();
    await waitVisible(list(3));
    await expect
      .poll(() => pages.getByRole('button', { name: /^Page \d+$/ }).allInnerTexts())
      .toEqual(['1', '2', '3', '4']);

    await page.getByRole('button', { name: 'Upload status' }).click();
    const slips = page.getByRole('dialog', { name: 'Slip upload status' });
    const cards = slips.getByRole('list', { name: 'Slips, page 1' }).getByRole('listitem');
    await waitVisible(cards.first());
    expect(await cards.count()).toBe(10);
    await waitVisible(slips.getByText('Failed (Incorrect slip)').first());
    await waitVisible(slips.getByRole('definition').filter({ hasText: /^-$/ }).first());
    // Scan once the fade-in is over (half-transparent text would fail the contrast check).
    await expect.poll(() => slips.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    await checkA11y(page);
    await slips
      .getByRole('button', { name: /View the slip received/ })
      .first()
      .click();
    const image = slips.getByRole('img', { name: /Slip received/ });
    await waitVisible(image);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(app.pageErrors).toEqual([]);
  });
});
