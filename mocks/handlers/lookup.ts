import { GONE } from '@/contract/global-codes';
import { lookup } from '@/contract/lookup';
import { BANKS, CONTACT, DEPOSIT_ACCOUNTS, SITE_INFO, PAYEE_NAMES, SOURCES, WALLET_ACCOUNT_NAME } from '../content';
import { withdrawLimitsFor } from '../domain/wallet';
import { getScenario } from '../scenarios';
import { toCurrency } from '@/rules/currency';
import { langOf } from '../texts/lang';
import { AGREEMENTS, CONDITIONS, CONTACT_TEXT, NOTICE } from '../texts/site';
import { handle, memberFromRequest, serverHtml } from './utils';

const bankNames = (code: string) => {
  const bank = BANKS.find((b) => b.code === code);
  return { nameTH: bank?.nameTH ?? code, nameEN: bank?.nameEN ?? code };
};

export const lookupHandlers = [
  handle(lookup.active, () => ({ terminated: getScenario().terminated ? GONE : null }), { whenTerminated: true }),
  handle(lookup.banks, () => BANKS.map(({ code, nameTH, nameEN }) => ({ code, nameTH, nameEN }))),
  handle(lookup.sources, ({ request }) =>
    SOURCES.map(({ code, description }) => ({ code, description: description[langOf(request)] })),
  ),
  handle(lookup.info, () => SITE_INFO),
  // Server HTML in the language the call asks for (Accept-Language; Thai by default).
  handle(lookup.contact, ({ request }) => ({ contactText: serverHtml(CONTACT_TEXT[langOf(request)]), ...CONTACT })),
  handle(lookup.conditions, ({ request }) => ({ conditions: CONDITIONS[langOf(request)].map(serverHtml) })),
  handle(lookup.agreements, ({ request }) => AGREEMENTS[langOf(request)].map(serverHtml)),
  handle(lookup.notice, ({ request }) => ({ notice: serverHtml(NOTICE[langOf(request)]) })),
  // The bounds in the caller's money: a kip member's are the baht bounds times KIP_PER_BAHT (domain/member-money.ts).
  handle(lookup.withdraw, ({ request }) => withdrawLimitsFor(memberFromRequest(request))),
  // Slip upload is closed during the daily window (QA flag slipClosed).
  handle(lookup.slip, () => ({ isOpen: !getScenario().slipClosed })),
  handle(lookup.registerOTP, () => ({ registerOTP: getScenario().registerOTP })),
  handle(lookup.enableChatWidget, () => ({ enableChatWidget: getScenario().enableChatWidget })),
  handle(lookup.deposit, ({ request }) => {
    const scenario = getScenario();
    // A member who registered with a currency sees the accounts in that currency (the app reads the member's
    // currency from these entries, docs/backend-contract.md); others see every account.
    // A member registered without one (the Thai build's) is in baht; a visitor sees every account.
    const member = memberFromRequest(request);
    const currency = member ? (toCurrency(member.currency) ?? 'THB') : null;
    const accounts = currency
      ? DEPOSIT_ACCOUNTS.filter((account) => toCurrency(account.currency) === currency)
      : DEPOSIT_ACCOUNTS;
    const lang = langOf(request);
    return {
      // The payee in the call's language and script (a server text).
      banks: accounts.map((account) => ({
        ...account,
        bankAccountName: PAYEE_NAMES[account.bankAccountName]?.[lang] ?? account.bankAccountName,
        bank: bankNames(account.bankCode),
      })),
      // The card wallet (TrueMoney gift links) is a Thai service in baht: not offered to a kip member.
      wallets:
        currency === 'LAK'
          ? []
          : [{ mode: scenario.walletMode === 'AUTO' ? 'AUTO' : 'MANUAL', walletAccountName: WALLET_ACCOUNT_NAME }],
      isManual: scenario.manualDeposit,
    };
  }),
];
