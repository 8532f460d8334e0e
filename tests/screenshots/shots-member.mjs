// The screens of a signed-in member, in the order they are shot (tests/screenshots/capture.mjs).
import { shootGameAccounts, shootRewardDialogs } from './shots-member-home.mjs';
import { shootMemberMoney } from './shots-member-money.mjs';
import { shootBonusPage, shootContactAndQa, shootProfileAndSpin, shootStatementPage } from './shots-member-pages.mjs';

const MEMBER_SHOTS = [
  'home',
  'agreement',
  'deposit',
  'transfer',
  'withdraw',
  'game',
  'invite',
  'refund',
  'conditions',
  'bonus',
  'promotion',
  'statement',
  'slip',
  'profile',
  'change-password',
  'spin',
  'member-contact',
  'qa',
  'bank-name',
];

/**
 * session: the helpers of openSession (session.mjs); member: who logs in ({ phone, password }); bankNameMember:
 * the member whose bank name needs fixing, for the bank-name shots (none: those shots are left out).
 */
export async function shootMember(session, member, bankNameMember) {
  const { page, wanted, dialog, shot, logIn, openHome } = session;
  if (!MEMBER_SHOTS.some(wanted)) return;
  await logIn(member);

  await shot('home', openHome);
  await shot('agreement', async () => {
    await page.evaluate(() => localStorage.removeItem('remember-agreement'));
    await openHome();
    await dialog('agreement.title').waitFor({ timeout: 15_000 });
    await page.evaluate(() => localStorage.setItem('remember-agreement', 'true'));
  });
  const parts = [shootMemberMoney, shootGameAccounts, shootRewardDialogs, shootBonusPage, shootStatementPage];
  for (const part of [...parts, shootProfileAndSpin, shootContactAndQa]) await part(session);
  if (bankNameMember && wanted('bank-name')) await shootBankName(session, bankNameMember);
}

/** The notice and the edit dialog of a member whose bank needs an English account name. */
async function shootBankName(session, bankNameMember) {
  const { page, T, dialog, shot, logIn, openHome } = session;
  await logIn(bankNameMember);
  await shot('bank-name-notice', async () => {
    await openHome();
    await page.getByRole('button', { name: T('bankName.edit') }).waitFor();
  });
  await shot('bank-name-edit', async () => {
    await openHome();
    await page.getByRole('button', { name: T('bankName.edit') }).click();
    await dialog('bankName.title').getByLabel(T('bankName.label')).waitFor();
  });
}
