import { http, HttpResponse } from 'msw';
import {
  AGREEMENTS,
  BANKS,
  CONDITIONS,
  CONTACT,
  DEPOSIT_ACCOUNTS,
  NOTICE,
  SITE_INFO,
  SOURCES,
  WALLET_ACCOUNT_NAME,
  WITHDRAW_LIMITS,
} from '../content';
import { getScenario } from '../scenarios';
import { apiUrl, route, serverHtml } from './utils';

const bankNames = (code: string) => {
  const bank = BANKS.find((b) => b.code === code);
  return { nameTH: bank?.nameTH ?? code, nameEN: bank?.nameEN ?? code };
};

export const lookupHandlers = [
  http.get(
    apiUrl('/api/lookup/active'),
    route(() => HttpResponse.json({ terminated: getScenario().terminated ? 'gone' : null }), { whenTerminated: true }),
  ),
  http.get(apiUrl('/api/lookup/banks'), route(() => HttpResponse.json(BANKS.map(({ code, nameTH }) => ({ code, nameTH }))))),
  http.get(apiUrl('/api/lookup/sources'), route(() => HttpResponse.json(SOURCES))),
  http.get(apiUrl('/api/lookup/info'), route(() => HttpResponse.json(SITE_INFO))),
  http.get(
    apiUrl('/api/lookup/contact'),
    route(() => HttpResponse.json({ ...CONTACT, contactText: serverHtml(CONTACT.contactText) })),
  ),
  http.get(apiUrl('/api/lookup/conditions'), route(() => HttpResponse.json({ conditions: CONDITIONS.map(serverHtml) }))),
  http.get(apiUrl('/api/lookup/agreements'), route(() => HttpResponse.json(AGREEMENTS.map(serverHtml)))),
  http.get(apiUrl('/api/lookup/notice'), route(() => HttpResponse.json({ notice: serverHtml(NOTICE) }))),
  http.get(apiUrl('/api/lookup/withdraw'), route(() => HttpResponse.json(WITHDRAW_LIMITS))),
  // Slip upload is closed during the daily window (QA flag slipClosed).
  http.get(apiUrl('/api/lookup/slip'), route(() => HttpResponse.json({ isOpen: !getScenario().slipClosed }))),
  http.get(apiUrl('/api/lookup/registerOTP'), route(() => HttpResponse.json({ registerOTP: getScenario().registerOTP }))),
  http.get(
    apiUrl('/api/lookup/enableChatWidget'),
    route(() => HttpResponse.json({ enableChatWidget: getScenario().enableChatWidget })),
  ),
  http.get(
    apiUrl('/api/lookup/deposit'),
    route(() => {
      const scenario = getScenario();
      return HttpResponse.json({
        banks: DEPOSIT_ACCOUNTS.map((account) => ({ ...account, bank: bankNames(account.bankCode) })),
        wallets: [{ mode: scenario.walletMode === 'AUTO' ? 'AUTO' : 'MANUAL', walletAccountName: WALLET_ACCOUNT_NAME }],
        isManual: scenario.manualDeposit,
      });
    }),
  ),
];
