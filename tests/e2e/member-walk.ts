/**
 * Parts of a walk through the member area that more than one sweep takes (a11y-sweep: axe on each screen;
 * kip-world: the text names one currency). Each part leaves the page as it found it (dialogs closed).
 */
import { closeDialog } from './a11y-checks';
import { tr, type Lang } from './overflow';
import { waitVisible, type Locator, type Page } from './support';

/** What each part of the walk needs: the page, its language, the check of the screen as it is, and a dialog by name. */
export interface Walk {
  page: Page;
  lang: Lang;
  check: (where: string) => Promise<void>;
  dialog: (name: string | RegExp) => Locator;
}

/** From home: the invite and refund banners and dialogs, and the conditions. */
export async function walkRewardDialogs(walk: Walk): Promise<void> {
  const { page, lang, check, dialog } = walk;
  const tiles = page.getByRole('navigation', { name: tr(lang, 'home.tiles.label') });
  await tiles.getByRole('button', { name: tr(lang, 'home.tiles.invite') }).click();
  const inviteBanners = dialog(tr(lang, 'invite.bannersTitle'));
  await waitVisible(inviteBanners.getByRole('img').first());
  await check('invite banners modal');
  await inviteBanners.getByRole('button', { name: tr(lang, 'promotion.banners.continue') }).click();
  const invite = dialog(tr(lang, 'invite.title'));
  await waitVisible(invite.getByRole('table').or(invite.getByText(tr(lang, 'invite.empty'))));
  await check('invite modal');
  await closeDialog(invite, lang);

  await tiles.getByRole('button', { name: tr(lang, 'home.tiles.refund') }).click();
  await waitVisible(page.getByRole('dialog').getByRole('img').first());
  await check('refund banners modal');
  await page
    .getByRole('dialog')
    .getByRole('button', { name: tr(lang, 'promotion.banners.continue') })
    .click();
  const refund = page.getByRole('dialog');
  await waitVisible(refund.getByRole('button', { name: tr(lang, 'refund.receive') }));
  await check('refund modal');
  await closeDialog(refund, lang);

  const mainNav = page.getByRole('navigation', { name: tr(lang, 'nav.main') });
  await mainNav.getByRole('button', { name: tr(lang, 'nav.conditions') }).click();
  const conditions = dialog(tr(lang, 'conditions.title'));
  await waitVisible(conditions);
  await check('conditions modal');
  await closeDialog(conditions, lang);
}
