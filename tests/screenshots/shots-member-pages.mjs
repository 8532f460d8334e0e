// The member pages past home (bonus, statement, profile, spin, contact, QA), shot by shootMember.

/** The bonus page, a bonus and a promotion. */
export async function shootBonusPage(session) {
  const { page, T, goto, shot } = session;
  await shot('bonus', async () => {
    await goto('/user/bonus');
    await page
      .getByRole('region', { name: T('bonus.gridTitle') })
      .getByRole('button')
      .first()
      .waitFor();
  });
  await shot('bonus-modal', async () => {
    await goto('/user/bonus');
    const grid = page.getByRole('region', { name: T('bonus.gridTitle') });
    await grid.getByRole('button').first().waitFor();
    await grid.getByRole('button', { disabled: false }).first().click();
    await page
      .getByRole('dialog')
      .last()
      .getByRole('button', { name: T('bonus.receive') })
      .waitFor();
  });
  await shot('promotion-modal', async () => {
    await goto('/user/bonus');
    await page.getByLabel(T('promotion.codeLabel')).fill('NEWYEAR100');
    await page.getByRole('button', { name: T('promotion.search'), exact: true }).click();
    await page
      .getByRole('dialog')
      .last()
      .getByRole('button', { name: T('promotion.receive') })
      .waitFor();
  });
}

/** The statement, its slip list and a slip image. */
export async function shootStatementPage(session) {
  const { page, T, dialog, goto, shot } = session;
  await shot('statement', async () => {
    await goto('/user/statement');
    const entries = page
      .getByRole('list', { name: T('statement.pageLabel') })
      .getByRole('listitem')
      .first();
    await entries.or(page.getByText(T('statement.empty'))).waitFor();
  });
  await shot('slip-modal', async () => {
    await goto('/user/statement');
    await page.getByRole('button', { name: T('slip.open') }).click();
    const slips = dialog('slip.title')
      .getByRole('list', { name: T('slip.pageLabel') })
      .getByRole('listitem')
      .first();
    await slips.or(dialog('slip.title').getByText(T('slip.empty'))).waitFor();
  });
  await shot('slip-modal-image', async () => {
    if (
      (await dialog('slip.title')
        .getByRole('button', { name: T('slip.viewFor') })
        .count()) === 0
    )
      return 'no slip to view';
    await dialog('slip.title')
      .getByRole('button', { name: T('slip.viewFor') })
      .first()
      .click();
    await dialog('slip.title').getByRole('img').first().waitFor();
  });
}

/** Profile and change password, the spin page and a coupon claim. */
export async function shootProfileAndSpin(session) {
  const { page, T, dialog, goto, shot } = session;
  await shot('profile', async () => {
    await goto('/user/profile');
    await page.getByRole('button', { name: T('password.open') }).waitFor();
  });
  await shot('change-password', async () => {
    await goto('/user/profile');
    await page.getByRole('button', { name: T('password.open') }).click();
    await dialog('password.title').getByLabel(T('password.old')).waitFor();
  });
  await shot('spin', async () => {
    await goto('/user/spin');
    await page.getByRole('button', { name: T('spin.spinButton') }).waitFor();
    const coupons = page.getByRole('region', { name: T('spin.couponsTitle') });
    await coupons
      .getByRole('table')
      .or(coupons.getByText(T('spin.noCoupons')))
      .waitFor();
  });
  await shot('spin-claim', async () => {
    await goto('/user/spin');
    const coupons = page.getByRole('region', { name: T('spin.couponsTitle') });
    await coupons
      .getByRole('table')
      .or(coupons.getByText(T('spin.noCoupons')))
      .waitFor();
    if ((await coupons.getByRole('table').count()) === 0) return 'no coupon to claim';
    await page
      .getByRole('region', { name: T('spin.couponsTitle') })
      .getByRole('button', { name: T('spin.claimFor') })
      .first()
      .click();
    await dialog('spin.claimTitle')
      .getByRole('button', { name: T('common.confirm') })
      .waitFor();
  });
}

/** The member's contact page and chat, and the QA console. */
export async function shootContactAndQa(session) {
  const { page, T, dialog, goto, shot, openHome } = session;
  await shot('member-contact', async () => {
    await goto('/user/contact');
    await page.getByRole('img', { name: T('contact.qrAlt') }).waitFor();
  });
  await shot('member-chat', async () => {
    await goto('/user/contact');
    await page.getByRole('button', { name: T('chat.openChat') }).click();
    await dialog('chat.title').getByRole('log').waitFor();
  });
  await shot('qa-console', async () => {
    await openHome();
    await page.locator('.qa-launcher').click();
    await page.locator('.qa-panel').first().waitFor();
  });
}
