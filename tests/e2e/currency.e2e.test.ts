import { describe, expect, it } from 'vitest';
import la from '@/locales/la.json';
import th from '@/locales/th.json';
import { expectPath, laosBuildAvailable, setupApp, waitVisible, type E2EApp, type Page } from './support';

// Money in the member's currency (docs/backend-contract.md): baht for the Thai member on the Thai build,
// kip for the seeded Laos member (LAK) on the Laos build, in the member's language.

type Strings = typeof th;

async function logIn(app: E2EApp, phone: string, locale: 'th' | 'la', strings: Strings): Promise<Page> {
  const page = await app.openApp('/login', { storage: { locale, 'remember-agreement': 'true' } });
  await page.getByLabel(strings.login.phone).fill(phone);
  await page.getByLabel(strings.login.password).fill('Demo1234');
  await page.getByRole('button', { name: strings.login.submit }).click();
  await expectPath(page, '/user/home');
  return page;
}

const totalText = (page: Page, strings: Strings) =>
  page
    .getByRole('region', { name: strings.pages.home })
    .getByRole('status', { name: strings.home.totalBalance })
    .innerText();

describe('currency text', () => {
  const app = setupApp();

  it('the Thai build shows the Thai member baht (บาท) on the home header and the withdraw limits', async () => {
    const page = await logIn(app, '0812345678', 'th', th);
    await expect.poll(() => totalText(page, th)).toMatch(/^\d[\d,]*\.\d\d บาท$/);
    await page
      .getByRole('navigation', { name: th.home.tiles.label })
      .getByRole('button', { name: th.home.tiles.withdraw })
      .click();
    await waitVisible(page.getByRole('dialog').getByText(/^ถอนได้ตั้งแต่ 100\.00 ถึง 50,000\.00 บาท$/));
    expect(app.pageErrors).toEqual([]);
  });

  describe.skipIf(!laosBuildAvailable())('Laos build', () => {
    const laos = setupApp({ build: 'laos' });

    it('shows the LAK member kip (ກີບ) on the home header and the withdraw limits', async () => {
      const page = await logIn(laos, '02055512345', 'la', la);
      // Whole kip: the kip world moves no fraction of a kip, so the total carries no decimals (issue 41).
      await expect.poll(() => totalText(page, la)).toMatch(/^1,8\d\d,\d{3} ກີບ$/);
      expect(await page.getByRole('region', { name: la.pages.home }).innerText()).not.toMatch(/ບາດ|baht/);
      await page
        .getByRole('navigation', { name: la.home.tiles.label })
        .getByRole('button', { name: la.home.tiles.withdraw })
        .click();
      await waitVisible(page.getByRole('dialog').getByText(/^ຖອນໄດ້ຕັ້ງແຕ່ 100,000 ຫາ 50,000,000 ກີບ$/));
      expect(laos.pageErrors).toEqual([]);
    });
  });
});
