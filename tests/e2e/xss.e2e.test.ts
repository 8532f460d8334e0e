import { describe, expect, it } from 'vitest';
import { expectPath, setupApp, waitVisible, type Locator, type Page } from './support';
import { BAD_URLS, marker, PAYLOADS, run, scan, SNIPPET } from './xss-corpus';

/**
 * Issue 10, item 5: the XSS corpus goes through every server-HTML field (QA HTML injection puts
 * it into each), chat text, chat button/media/card URLs and banner image URLs (written into the
 * mock database), and QR markup; in real Chromium nothing runs and the safe markers still show.
 */
const app = setupApp();

const IDS = PAYLOADS.map((p) => p.id);
const MEMBER = '0812345678';

/** Waits until `count` SafeHtml roots show every marker, then checks nothing ran and nothing unsafe is left. */
async function expectCorpusSafe(page: Page, where: string, count = 1): Promise<void> {
  await expect
    .poll(async () => (await scan(page)).containers.filter((ids) => ids.length === IDS.length).length, {
      timeout: 10_000,
      message: `${where}: SafeHtml roots showing all ${IDS.length} markers`,
    })
    .toBeGreaterThanOrEqual(count);
  const result = await scan(page);
  expect(result.flag, `${where}: payloads that ran`).toBeNull();
  expect(result.clobbered, `${where}: window.__xss clobbered by an element`).toBe(false);
  expect(result.unsafe, `${where}: unsafe markup left in the page`).toEqual([]);
  for (const ids of result.containers) expect(ids.sort((a, b) => a - b)).toEqual(IDS);
  expect(await page.evaluate(() => window.__dialogs ?? [])).toEqual([]);
  expect(app.pageErrors).toEqual([]);
}

/** Nothing ran and no unsafe URL/handler is left (for screens with URL-only fields). */
async function expectNothingRan(page: Page, where: string): Promise<void> {
  const result = await scan(page);
  expect(result.flag, `${where}: payloads that ran`).toBeNull();
  expect(result.unsafe, `${where}: unsafe markup left in the page`).toEqual([]);
  expect(app.pageErrors).toEqual([]);
}

/**
 * Opens the app with the corpus injected into every server-HTML field, banner images pointing at
 * script URLs and a chat history full of hostile payloads, then logs the member in.
 */
async function openPoisoned(path: string, { agreement = false } = {}): Promise<Page> {
  await app.seedStorage({
    locale: 'en',
    'mock:html-injection': SNIPPET,
    ...(agreement ? {} : { 'remember-agreement': 'true' }),
  });
  const page = app.page;
  // Payloads in an opaque-origin frame can only post their id: record those into __xss as well.
  await app.context.addInitScript(() => {
    window.addEventListener('message', (event) => {
      if (typeof event.data === 'number')
        window.__xss = ((window.__xss as number[] | undefined) ?? []).concat(event.data);
    });
  });
  page.on('dialog', (dialog) => {
    void page
      .evaluate((text) => (window.__dialogs = [...(window.__dialogs ?? []), text]), dialog.message())
      .catch(() => undefined);
    void dialog.dismiss().catch(() => undefined);
  });
  await page.goto(app.url('/login'));
  // The prerendered form shows before the app (and the mock database it seeds) has started: wait for the app.
  await expect.poll(() => page.getByRole('button', { name: 'Log in' }).isEnabled(), { timeout: 15_000 }).toBe(true);
  await page.evaluate(
    ({ badUrls, phone, textPayloads }) => {
      const db = JSON.parse(localStorage.getItem('mock:db') ?? 'null') as Record<string, unknown> & {
        members: { _id: string; username: string; name: string }[];
        chats?: object[];
      };
      let next = 0;
      const visit = (value: unknown): void => {
        if (Array.isArray(value)) value.forEach(visit);
        else if (value && typeof value === 'object') {
          const record = value as Record<string, unknown>;
          if (typeof record.image === 'string' && typeof record.html === 'string') {
            record.image = badUrls[next++ % badUrls.length];
          }
          Object.values(record).forEach(visit);
        }
      };
      visit(db);
      const member = db.members.find((m) => m.username === phone)!;
      const at = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
      const say = (minutes: number, message: unknown) => ({
        _id: `xss-${minutes}`,
        sender: 'other',
        message,
        createdAt: at(minutes),
        session_id: '1',
        userId: member._id,
        guestId: null,
        username: member.username,
        name: member.name,
        deviceToken: null,
        readAt: at(0),
      });
      const buttons = badUrls.map((url, index) => ({ title: `bad-button-${index}`, type: 'web', payload: url }));
      const messages = [
        say(8, { message_type: 'buttons', payload: { text: 'xss-buttons', buttons } }),
        say(7, { message_type: 'quick_replies', payload: { text: 'xss-quick', quick_replies: buttons } }),
        say(6, {
          message_type: 'generic',
          payloads: badUrls.map((url, index) => ({
            image_url: url,
            title: `xss-card-${index}`,
            subtitle: url,
            buttons: [buttons[index]],
          })),
        }),
        ...badUrls.map((url, index) =>
          say(5 - index * 0.1, {
            message_type: 'media',
            payload: { message: 'xss-media', url: true, fileType: index % 2 ? 'video' : 'image', filePath: url },
          }),
        ),
        say(1, {
          message_type: 'media',
          payload: { message: 'xss-file', url: true, fileType: 'file', filePath: badUrls[0] },
        }),
        // newest, so it is on the first history page (10 messages)
        say(0.5, { message_type: 'text', payload: textPayloads }),
      ];
      db.chats = [
        ...(db.chats ?? []).filter((c) => (c as { key?: string }).key !== `member:${member._id}`),
        { key: `member:${member._id}`, userId: member._id, guestId: null, session: 1, messages },
      ];
      localStorage.setItem('mock:db', JSON.stringify(db));
    },
    { badUrls: BAD_URLS.map((b) => b.url), phone: MEMBER, textPayloads: SNIPPET },
  );
  await page.reload();
  await page.getByLabel('Phone number').fill(MEMBER);
  await page.getByLabel('Password', { exact: true }).fill('Demo1234');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expectPath(page, '/user/home');
  if (path !== '/user/home') {
    await page.goto(app.url(path));
    await expectPath(page, path);
  }
  return page;
}

async function closeDialog(dialog: Locator): Promise<void> {
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await dialog.waitFor({ state: 'detached' });
}

describe('XSS corpus', () => {
  it(`has at least 40 payloads, each able to flag itself (${PAYLOADS.length})`, async () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(40);
    // The flag script really flags: run it directly in a blank page of the app origin.
    const page = await app.openApp('/no-such-page', { storage: { locale: 'en' } });
    await page.evaluate(run(7));
    expect(await page.evaluate(() => window.__xss)).toEqual([7]);
  });

  it('home: agreements, conditions, invite and refund banners (html + image URLs), QR markup', async () => {
    const page = await openPoisoned('/user/home', { agreement: true });

    const agreement = page.getByRole('dialog', { name: 'Service agreement' });
    await waitVisible(agreement);
    await expectCorpusSafe(page, 'agreement modal');
    await agreement.getByRole('button', { name: 'I have read and agree' }).click();
    await agreement.waitFor({ state: 'hidden' });

    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Conditions' }).click();
    const conditions = page.getByRole('dialog', { name: 'Conditions' });
    await waitVisible(conditions);
    await expectCorpusSafe(page, 'conditions modal', 2);
    await closeDialog(conditions);

    const tiles = page.getByRole('navigation', { name: 'Quick actions' });
    for (const [tile, title] of [
      ['Invite friends', 'Invite friends'],
      ['Refund', 'Loss refund'],
    ] as const) {
      await tiles.getByRole('button', { name: tile }).click();
      const banners = page.getByRole('dialog', { name: title });
      await waitVisible(banners.getByRole('button', { name: 'Continue' }));
      await expectCorpusSafe(page, `${tile} banners`, 2);
      await banners.getByRole('button', { name: 'Continue' }).click();
      const modal = page.getByRole('dialog', { name: title });
      await waitVisible(modal.getByRole('button', { name: 'Close' }).first());
      await expectNothingRan(page, `${tile} modal`);
      await closeDialog(modal);
    }

    await tiles.getByRole('button', { name: 'Deposit' }).click();
    const deposit = page.getByRole('dialog', { name: 'Deposit' });
    await deposit.getByRole('tab', { name: 'QR code' }).click();
    await deposit.getByLabel('Amount for KBANK').fill('100');
    await deposit.getByRole('button', { name: 'Create QR code' }).click();
    await waitVisible(deposit.getByRole('button', { name: 'Cancel QR code' }));
    await expectCorpusSafe(page, 'QR markup');
  });

  it('bonus (banners, notice, promo description), spin claim (slice description), contact and chat', async () => {
    const page = await openPoisoned('/user/bonus');
    const grid = page.getByRole('region', { name: 'Bonuses' });
    await grid.getByRole('button', { name: /Daily bonus/ }).click();
    const bonus = page.getByRole('dialog', { name: /Daily bonus/ });
    await waitVisible(bonus);
    // two banners and the notice
    await expectCorpusSafe(page, 'bonus modal', 3);
    await closeDialog(bonus);

    await page.getByLabel('Enter a promo code').pressSequentially('NEWYEAR100');
    await page.getByRole('button', { name: 'Search' }).click();
    const promo = page.getByRole('dialog', { name: 'Promo code NEWYEAR100' });
    await waitVisible(promo);
    await expectCorpusSafe(page, 'promotion modal');
    await closeDialog(promo);

    await page.goto(app.url('/user/spin'));
    const coupons = page.getByRole('region', { name: 'My coupons' });
    await coupons.getByRole('button', { name: /^Claim coupon 1/ }).click();
    const claim = page.getByRole('dialog', { name: /^Claim/ });
    await waitVisible(claim);
    await expectCorpusSafe(page, 'spin claim modal');
    await claim.getByRole('button', { name: 'Cancel' }).click();
    await claim.waitFor({ state: 'detached' });

    await page.goto(app.url('/user/contact'));
    await expectCorpusSafe(page, 'contact text');

    await (await waitVisible(page.getByRole('button', { name: 'Open chat with support' }))).click();
    const panel = await waitVisible(page.getByRole('dialog', { name: 'Chat with support' }));
    const log = panel.getByRole('log');
    // chat text is plain text: the newest message's payload shows literally, markers included
    await expect.poll(() => log.innerText(), { timeout: 15_000 }).toContain(`<b>${marker(IDS[0])}</b>`);
    const text = await log.innerText();
    for (const id of IDS) expect(text).toContain(`<b>${marker(id)}</b>`);
    // the older messages, reached as a member reaches them: scrolling up (only rows near the view are in the DOM)
    await expect
      .poll(
        async () => {
          await log.evaluate((el) => el.scrollTo(0, 0));
          return log.getByText('xss-buttons').count();
        },
        { timeout: 15_000 },
      )
      .toBe(1);
    await waitVisible(log.getByText('xss-quick'));
    await waitVisible(log.getByText('xss-card-0'));
    // every hostile web button stays a disabled button, never a link
    for (let index = 0; index < BAD_URLS.length; index += 1) {
      // one each under the buttons message, the quick replies and the card
      const buttons = log.getByRole('button', { name: `bad-button-${index}`, exact: true, includeHidden: true });
      expect(await buttons.count()).toBeGreaterThanOrEqual(2);
      for (const button of await buttons.all()) expect(await button.isDisabled()).toBe(true);
    }
    const hrefs = await log.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    for (const href of hrefs) expect(href).toMatch(/^(https?:|tel:|\/[^/])/);
    await expectNothingRan(page, 'chat panel');
  });
});
