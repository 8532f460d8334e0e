import * as v from 'valibot';
import { endpoint, extra } from './endpoint';
import { siteActive } from './site';

// GET /api/lookup/{name} (spec section 7); shapes from section 3.

// nameLA: a Lao name a backend may add (the spec has none); read before the app's own table (src/rules/banks.ts).
export const bankOption = v.object({
  code: v.string(),
  nameTH: v.string(),
  nameEN: extra(v.string()),
  nameLA: extra(v.string()),
});
export const sourceOption = v.object({ code: v.string(), description: v.string() });

/** Names of a bank as the spec's bank entries carry them. */
export const bankNames = v.object({ nameTH: v.string(), nameEN: v.string(), nameLA: extra(v.string()) });

export const depositBank = v.object({
  bankCode: v.string(),
  bankType: v.string(),
  mode: v.string(),
  bank: bankNames,
  bankAccountName: v.string(),
  bankAccountNo: v.string(),
  currency: v.string(),
});
export const depositWallet = v.object({ mode: v.string(), walletAccountName: v.string() });

export const lookup = {
  banks: endpoint('GET', '/api/lookup/banks', v.array(bankOption)),
  sources: endpoint('GET', '/api/lookup/sources', v.array(sourceOption)),
  deposit: endpoint(
    'GET',
    '/api/lookup/deposit',
    v.object({ banks: v.array(depositBank), wallets: v.array(depositWallet), isManual: v.boolean() }),
  ),
  /** Server HTML, one string per condition. */
  conditions: endpoint('GET', '/api/lookup/conditions', v.object({ conditions: v.array(v.string()) })),
  /** Server HTML, one string per agreement. */
  agreements: endpoint('GET', '/api/lookup/agreements', v.array(v.string())),
  info: endpoint('GET', '/api/lookup/info', v.object({ name: v.string(), website: v.string() })),
  /** The bonus notice (server HTML with a %percentFail% placeholder); docs/backend-contract.md names the shape. */
  notice: endpoint('GET', '/api/lookup/notice', v.object({ notice: v.string() })),
  contact: endpoint(
    'GET',
    '/api/lookup/contact',
    v.object({ contactText: v.string(), lineLink: v.string(), lineName: v.string(), lineQR: v.string() }),
  ),
  withdraw: endpoint('GET', '/api/lookup/withdraw', v.object({ withdrawMin: v.number(), withdrawMax: v.number() })),
  /** Whether slip upload is open now (the daily closed window); docs/backend-contract.md names the shape. */
  slip: endpoint('GET', '/api/lookup/slip', v.object({ isOpen: v.boolean() })),
  active: siteActive,
  registerOTP: endpoint('GET', '/api/lookup/registerOTP', v.object({ registerOTP: v.boolean() })),
  enableChatWidget: endpoint('GET', '/api/lookup/enableChatWidget', v.object({ enableChatWidget: v.boolean() })),
};
