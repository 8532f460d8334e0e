// Home's dialogs of a signed-in member (game accounts, invite, refund, conditions), shot by shootMember.
import { escapeRegExp } from './page-checks.mjs';

/** An open game account and one still to open. */
export async function shootGameAccounts(session) {
  const { page, T, L, shot, openHome } = session;
  await shot('game-account', async () => {
    await openHome();
    await page
      .getByRole('region', { name: T('games.category.slot') })
      .getByRole('button')
      .first()
      .click();
    await page.getByRole('dialog').last().getByRole('heading').first().waitFor();
    await page
      .getByRole('dialog')
      .last()
      .getByRole('button', { name: T('common.close') })
      .first()
      .waitFor();
  });
  await shot('game-account-inactive', async () => {
    await openHome();
    await page
      .getByRole('region', { name: T('games.category.slot') })
      .getByRole('button', { name: new RegExp(escapeRegExp(L('games.openPrompt'))) })
      .first()
      .click();
    await page
      .getByRole('dialog')
      .last()
      .getByRole('button', { name: T('games.activate') })
      .waitFor();
  });
}

/** The invite and refund banners and dialogs, and the conditions. */
export async function shootRewardDialogs(session) {
  const { page, T, dialog, shot, homeTile, openHome, continueBanners, continueButton } = session;
  await shot('invite-banners', async () => {
    await openHome();
    await homeTile('home.tiles.invite').click();
    await (await continueBanners('invite.bannersTitle')).getByRole('img').first().waitFor();
  });
  await shot('invite', async () => {
    const banners = dialog('invite.bannersTitle');
    if ((await banners.count()) === 0) {
      await openHome();
      await homeTile('home.tiles.invite').click();
    }
    await continueButton().click();
    await dialog('invite.title')
      .getByRole('heading', { name: T('invite.linkTitle') })
      .waitFor();
  });
  await shot('refund-banners', async () => {
    await openHome();
    await homeTile('home.tiles.refund').click();
    await (await continueBanners('refund.bannersTitle')).getByRole('img').first().waitFor();
  });
  await shot('refund', async () => {
    if ((await dialog('refund.bannersTitle').count()) === 0) {
      await openHome();
      await homeTile('home.tiles.refund').click();
    }
    await continueButton().click();
    await dialog('refund.title')
      .getByRole('button', { name: T('refund.receive') })
      .waitFor();
  });
  await shot('conditions', async () => {
    await openHome();
    await page
      .getByRole('navigation', { name: T('nav.main') })
      .getByRole('button', { name: T('nav.conditions') })
      .click();
    await dialog('conditions.title').waitFor();
  });
}
