/**
 * Issue 40: what only a browser shows of a money move's kept intent (src/lib/kept-intents.ts) and its dialog.
 * A withdrawal that gets no answer (the mock's network fault, once) keeps its Idempotency-Key by member: after
 * logout no storage key holds the token; a sessionStorage that refuses writes still keeps the key for the page;
 * the same member logging in again after the session expired sends the same key. A tab that refuses every
 * storage write still logs in (the token in memory) and says what a reload loses. A double tap on Transfer keeps
 * the typed transfer.
 */
import { describe, expect, it } from 'vitest';
import { expectPath, logInAsMember, setupApp, waitVisible, withdraw150, type Page } from './support';

const app = setupApp();

/** Every Idempotency-Key the page sends with a withdrawal. */
function withdrawalKeys(page: Page): string[] {
  const keys: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/wallet/withdraw')
      keys.push(request.headers()['idempotency-key'] ?? '');
  });
  return keys;
}

/** The mock's next answer to a withdrawal is a lost connection (once). */
const loseNextWithdrawal = (page: Page) =>
  page.evaluate(() =>
    localStorage.setItem(
      'mock:faults',
      JSON.stringify([{ id: 'e2e', endpoint: 'POST /api/wallet/withdraw', kind: 'network', once: true }]),
    ),
  );

async function signIn(): Promise<Page> {
  const page = await app.openApp('/login', { storage: { locale: 'en', 'remember-agreement': 'true' } });
  await logInAsMember(page);
  await waitVisible(page.getByRole('region', { name: 'Wallet' }).getByText('Wallet 1,000.00'));
  return page;
}

/** Every value the app keeps in both storages, as "key=value" lines (the mocked backend's own `mock:` keys left out). */
const storedText = (page: Page) =>
  page.evaluate(() =>
    [localStorage, sessionStorage]
      .flatMap((area) => Object.keys(area).map((key) => `${key}=${area.getItem(key)}`))
      .filter((line) => !line.startsWith('mock:'))
      .join('\n'),
  );

describe('a money move without an answer', () => {
  it('after logout, no storage key holds the token; the intent stays, by member (item 1)', async () => {
    const page = await signIn();
    const token = await page.evaluate(() => localStorage.getItem('token') ?? sessionStorage.getItem('token'));
    expect(token).toBeTruthy();
    await loseNextWithdrawal(page);
    const dialog = await withdraw150(page);
    await waitVisible(dialog.getByRole('alert').getByText(/may have gone through/));
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('dialog', { name: 'Log out?' }).getByRole('button', { name: 'Log out' }).click();
    await expectPath(page, '/login');
    const stored = await storedText(page);
    expect(stored).toContain('money-intents=');
    expect(stored).not.toContain(token!);
  });

  it('a sessionStorage that refuses writes still sends the same key on Try again (item 3)', async () => {
    await app.context.addInitScript(() => {
      // eslint-disable-next-line @typescript-eslint/unbound-method -- called with its storage below
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function refuse(this: Storage, key: string, value: string) {
        if (key === 'money-intents') throw new DOMException('full', 'QuotaExceededError');
        setItem.call(this, key, value);
      };
    });
    const page = await signIn();
    const keys = withdrawalKeys(page);
    await loseNextWithdrawal(page);
    const dialog = await withdraw150(page);
    const failed = dialog.getByRole('alert');
    await waitVisible(failed.getByText(/may have gone through/));
    await failed.getByRole('button', { name: 'Try again' }).click();
    await waitVisible(page.getByRole('dialog', { name: 'Your earlier request' }));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('a tab that refuses every storage write: the member logs in, is told what a reload loses, and it does', async () => {
    await app.seedStorage({ locale: 'en', 'remember-agreement': 'true' });
    // After the test's own seed: from here on the browser refuses every write, as in a full or blocked storage.
    await app.context.addInitScript(() => {
      Storage.prototype.setItem = function refuse() {
        throw new DOMException('full', 'QuotaExceededError');
      };
    });
    const page = app.page;
    await page.goto(app.url('/login?next=/user/home'));
    await logInAsMember(page);
    await waitVisible(page.getByRole('region', { name: 'Wallet' }).getByText('Wallet 1,000.00'));
    await waitVisible(page.getByRole('status').getByText(/reloading or closing this page logs you out/));
    await page.reload();
    await expectPath(page, '/login');
  });

  it('the same member logging in again after the session expired sends the same key (item 2)', async () => {
    const page = await signIn();
    const keys = withdrawalKeys(page);
    await loseNextWithdrawal(page);
    const dialog = await withdraw150(page);
    await waitVisible(dialog.getByRole('alert').getByText(/may have gone through/));
    // The server refuses the session on the reloaded page's wallet call: it has expired. Set as that page starts, so
    // that the wallet reload this failure started here (late on a busy host) cannot take the refusal first.
    await page.addInitScript(() => {
      if (sessionStorage.getItem('e2e:session-expired')) return;
      sessionStorage.setItem('e2e:session-expired', 'set');
      localStorage.setItem(
        'mock:faults',
        JSON.stringify([
          { id: 'exp', endpoint: 'GET /api/wallet', kind: 'code', code: 'invalid-token', status: 401, once: true },
        ]),
      );
    });
    await page.reload();
    await expectPath(page, '/login');
    await logInAsMember(page);
    await waitVisible(page.getByText(/A withdrawal of 150\.00 baht sent at .* may still be carried out/));
    await withdraw150(page);
    await waitVisible(page.getByRole('dialog', { name: 'Your earlier request' }));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });
});

describe('the transfer dialog', () => {
  it('a double tap on Transfer opens the review and keeps it (item 11)', async () => {
    const page = await signIn();
    await page.getByRole('button', { name: 'Transfer between accounts' }).click();
    const transfer = page.getByRole('dialog', { name: 'Transfer' });
    await transfer.getByLabel('From').selectOption('WALLET');
    await transfer.getByLabel('To').selectOption('pg');
    await transfer.getByLabel('Amount (baht)').fill('10');
    await transfer.getByRole('button', { name: 'Transfer', exact: true }).dblclick();
    // The second tap lands beside the smaller review: the move goes on from there, Confirm sends it.
    const review = transfer.getByRole('region', { name: 'Check your transfer' });
    await waitVisible(review.getByText('10.00 baht'));
    await review.getByRole('button', { name: 'Confirm' }).click();
    await waitVisible(page.getByRole('dialog', { name: 'Success' }).getByText('The transfer is done.'));
  });
});
