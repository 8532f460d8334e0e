// The screens a visitor sees without a session, in the order they are shot (tests/screenshots/capture.mjs).
import { escapeRegExp } from './page-checks.mjs';

/** session: the helpers of openSession (session.mjs). */
export async function shootPublic({ page, T, L, wanted, dialog, goto, shot }) {
  await goto('/login');
  await shot('login', async () => {
    await page.getByRole('button', { name: T('login.submit'), exact: true }).waitFor();
  });
  await shot('login-errors', async () => {
    await goto('/login');
    await page.getByRole('button', { name: T('login.submit'), exact: true }).click();
    await page.locator('.invalid-feedback, [role=alert]').first().waitFor();
  });
  if (wanted('register')) {
    await goto('/register');
    await shot('register-1-phone', async () => {
      await page.getByLabel(T('register.phone'), { exact: true }).waitFor();
    });
    await page.getByLabel(T('register.phone'), { exact: true }).fill('0933333333');
    await page.getByRole('button', { name: T('common.next'), exact: true }).click();
    await shot('register-2-otp', async () => {
      await page.getByLabel(T('register.otpCode')).waitFor();
      await page
        .getByTestId('otp-ref')
        .filter({ hasText: /^[A-Z]{4}$/ })
        .waitFor();
    });
    await page.getByLabel(T('register.otpCode')).fill('123456');
    await page.getByRole('button', { name: T('register.verify'), exact: true }).click();
    await page.getByLabel(T('register.name'), { exact: true }).waitFor();
    await shot('register-3-profile-errors', async () => {
      await page.getByRole('button', { name: T('common.next'), exact: true }).click();
      await page.locator('.invalid-feedback').first().waitFor();
    });
    await page.getByLabel(T('register.name'), { exact: true }).fill('ทดสอบ ยาวมาก Screenshot');
    await page.getByLabel(T('register.password'), { exact: true }).fill('Secret12');
    await page.getByLabel(T('register.confirmPassword')).fill('Secret12');
    await page.getByLabel(T('register.source')).selectOption({ index: 1 });
    await shot('register-3-profile', async () => undefined);
    await page.getByRole('button', { name: T('common.next'), exact: true }).click();
    await shot('register-4-bank', async () => {
      await page.getByLabel(T('register.bank'), { exact: true }).selectOption({ index: 1 });
      await page.getByLabel(T('register.accountNo')).fill('4445556667');
      await page.getByLabel(T('register.firstName')).fill('somchai');
      await page.getByLabel(T('register.lastName')).fill('jaidee');
    });
  }
  await shot('howto', async () => {
    await goto('/howto');
    await page.getByRole('button', { name: new RegExp(escapeRegExp(L('howto.videos.bonus.title'))) }).waitFor();
  });
  await shot('howto-video', async () => {
    await goto('/howto');
    await page.getByRole('button', { name: new RegExp(escapeRegExp(L('howto.videos.bonus.title'))) }).click();
    await page
      .getByRole('dialog', { name: L('howto.videos.bonus.title') })
      .locator('video')
      .waitFor();
    // The first frame of the video, not a spinner: pause it at once.
    await page.evaluate(() => document.querySelector('video')?.pause());
  });
  await shot('contact', async () => {
    await goto('/contact');
    await page.getByRole('img', { name: T('contact.qrAlt') }).waitFor();
  });
  await shot('contact-chat', async () => {
    await goto('/contact');
    await page.getByRole('button', { name: T('chat.openChat') }).click();
    await dialog('chat.title').waitFor();
    await dialog('chat.title').getByRole('log').waitFor();
  });
  await shot('terminated', async () => {
    await goto('/terminated');
    await page.getByRole('heading', { name: T('terminated.title') }).waitFor();
  });
  await shot('not-found', async () => {
    await goto('/no-such-page');
    await page.getByText(T('notFound.title')).waitFor();
  });
}
