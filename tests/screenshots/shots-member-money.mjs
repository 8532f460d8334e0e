// The money screens of a signed-in member (deposit by bank, QR and gift link, transfer, withdraw), shot by
// shootMember (shots-member.mjs) in this order.

/** session: the helpers of openSession (session.mjs), already logged in. */
export async function shootMemberMoney(session) {
  const { page, T, dialog, setScenario, shot, homeTile, openHome, withdrawAmount, qrAmount } = session;
  await shot('deposit-bank', async () => {
    await openHome();
    await homeTile('home.tiles.deposit').click();
    await dialog('deposit.title')
      .getByRole('tab', { name: T('deposit.tabs.bank') })
      .waitFor();
  });
  /** No QR provider answers for this member: the QR shots are left out (the kip member has PAYONEX in kip). */
  const noQrTab = async () => {
    await dialog('deposit.title').getByRole('tab').first().waitFor();
    return (
      (await dialog('deposit.title')
        .getByRole('tab', { name: T('deposit.tabs.qr') })
        .count()) === 0
    );
  };
  await shot('deposit-qr', async () => {
    await openHome();
    await homeTile('home.tiles.deposit').click();
    if (await noQrTab()) return 'no QR tab for this member';
    await dialog('deposit.title')
      .getByRole('tab', { name: T('deposit.tabs.qr') })
      .click();
    await dialog('deposit.title')
      .getByRole('button', { name: T('qr.create') })
      .first()
      .waitFor();
  });
  await shot('deposit-qr-live', async () => {
    const deposit = dialog('deposit.title');
    if ((await deposit.count()) === 0 || (await noQrTab())) return 'no QR tab for this member';
    const timer = deposit.getByRole('timer');
    if ((await timer.count()) === 0) {
      await deposit.getByLabel(T('qr.amount')).first().fill(qrAmount);
      await deposit
        .getByRole('button', { name: T('qr.create') })
        .first()
        .click();
    }
    await timer.waitFor();
    await deposit.locator('img.qr-image').waitFor();
  });
  await shot('deposit-gift-link', async () => {
    await setScenario({ walletMode: 'GIFT_LINK' });
    await openHome();
    await homeTile('home.tiles.deposit').click();
    await dialog('deposit.title').getByRole('tab').first().waitFor();
    const walletTab = dialog('deposit.title').getByRole('tab', { name: T('deposit.tabs.wallet') });
    // The card wallet is a Thai service in baht: a kip member is not offered it.
    if ((await walletTab.count()) === 0) return 'no card wallet for this member';
    await walletTab.click();
    await dialog('deposit.title').getByLabel(T('giftLink.label')).waitFor();
  });
  await setScenario({});
  await shot('transfer', async () => {
    await openHome();
    await page.getByRole('button', { name: T('home.transfer'), exact: true }).click();
    await dialog('transfer.title').getByLabel(T('transfer.amount')).waitFor();
  });
  await shot('transfer-errors', async () => {
    await dialog('transfer.title').getByLabel(T('transfer.amount')).fill('0.5');
    await dialog('transfer.title')
      .getByRole('button', { name: T('transfer.submit'), exact: true })
      .click();
    await dialog('transfer.title').locator('.invalid-feedback, [role=alert]').first().waitFor();
  });
  await shot('transfer-review', async () => {
    await openHome();
    await page.getByRole('button', { name: T('home.transfer'), exact: true }).click();
    const transfer = dialog('transfer.title');
    await transfer.getByLabel(T('transfer.from')).selectOption('WALLET');
    const to = transfer.getByLabel(T('transfer.to'));
    const game = await to
      .locator('option')
      .evaluateAll((options) => options.map((o) => o.value).find((v) => v && v !== 'NONE' && v !== 'WALLET'));
    if (!game) return 'no game account to transfer to';
    await to.selectOption(game);
    await transfer.getByLabel(T('transfer.amount')).fill(withdrawAmount);
    await transfer.getByRole('button', { name: T('transfer.submit'), exact: true }).click();
    await transfer.getByRole('region', { name: T('review.transferTitle') }).waitFor();
  });
  await shot('transfer-receipt', async () => {
    const transfer = dialog('transfer.title');
    if ((await transfer.getByRole('region', { name: T('review.transferTitle') }).count()) === 0)
      return 'no transfer under review';
    await transfer.getByRole('button', { name: T('common.confirm'), exact: true }).click();
    await page.getByRole('region', { name: T('receipt.title') }).waitFor();
  });
  await shot('withdraw', async () => {
    await openHome();
    await homeTile('home.tiles.withdraw').click();
    await dialog('withdraw.title').getByLabel(T('withdraw.amount')).waitFor();
  });
  await shot('withdraw-review', async () => {
    const withdraw = dialog('withdraw.title');
    if ((await withdraw.count()) === 0) {
      await openHome();
      await homeTile('home.tiles.withdraw').click();
    }
    await withdraw.getByLabel(T('withdraw.amount')).fill(withdrawAmount);
    await withdraw.getByRole('button', { name: T('withdraw.submit'), exact: true }).click();
    await withdraw.getByRole('region', { name: T('review.withdrawTitle') }).waitFor();
  });
  await shot('withdraw-receipt', async () => {
    const withdraw = dialog('withdraw.title');
    if ((await withdraw.getByRole('region', { name: T('review.withdrawTitle') }).count()) === 0)
      return 'no withdrawal under review';
    await withdraw.getByRole('button', { name: T('common.confirm'), exact: true }).click();
    await page.getByRole('region', { name: T('receipt.title') }).waitFor();
  });
}
