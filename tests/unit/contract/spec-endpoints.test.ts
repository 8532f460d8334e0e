import { describe, expect, it } from 'vitest';
import { ALL_ENDPOINTS } from '@/contract';
import { endpointName } from '@/contract/endpoint';
import { handlers } from '@mocks/handlers';
import { ENDPOINTS } from '@mocks/qa/endpoints';

/** Spec section 7, call by call, as written there (autoLogin with and without its password segment). */
const SPEC_CALLS = [
  ...[
    'banks',
    'deposit',
    'conditions',
    'agreements',
    'info',
    'notice',
    'contact',
    'withdraw',
    'slip',
    'sources',
    'active',
    'registerOTP',
    'enableChatWidget',
  ].map((name) => `GET /api/lookup/${name}`),
  'POST /api/account/validate',
  'POST /api/account',
  'GET /api/account/profile',
  'PUT /api/account/profile',
  'PUT /api/account/bankAccountName',
  'PUT /api/account/changepwd',
  'POST /api/login',
  'POST /api/otp/send',
  'POST /api/otp/verify',
  'GET /api/wallet',
  'GET /api/wallet/refresh/slot',
  'GET /api/wallet/activate/{code}',
  'GET /api/wallet/account/{code}',
  'GET /api/wallet/resetpassword/{code}',
  'POST /api/wallet/add',
  'POST /api/wallet/transfer',
  'POST /api/wallet/transferAll',
  'POST /api/wallet/withdraw',
  'POST /api/wallet/withdrawAll',
  'POST /api/wallet/slip',
  'POST /api/wallet/truelink',
  'GET /api/qrcode/{provider}',
  'POST /api/qrcode/{provider}',
  'DELETE /api/qrcode/{qrcodeId}',
  'GET /api/autoLogin/{game}/{username}',
  'GET /api/autoLogin/{game}/{username}/{password}',
  'POST /api/invite',
  'GET /api/invite/bonus',
  'GET /api/invite/banners',
  'POST /api/refund',
  'GET /api/refund/check',
  'GET /api/refund/receive',
  'GET /api/refund/addWallet',
  'GET /api/refund/banners',
  'GET /api/spinwheel/setup',
  'POST /api/spinwheel/spin',
  'GET /api/spinwheel/coupon',
  'POST /api/spinwheel/coupon/claim',
  'GET /api/spinwheel/active',
  'GET /api/bonus',
  'GET /api/bonus/activate/{code}',
  'GET /api/bonus/check/active',
  'GET /api/bonus/check/minimum',
  'GET /api/bonus/clear',
  'GET /api/promotion/current',
  'GET /api/promotion/find/{code}',
  'GET /api/promotion/activate/{code}',
  'POST /api/statement',
  'POST /api/statement/slip',
  'GET /api/statement/slip/reference/{reference}',
  'GET /api/chat/config',
  'POST /api/chat/send-message',
  'POST /api/chat/history',
  'POST /api/chat/upload-image',
  'POST /api/chat/upload-video',
  'PUT /api/chat/read-customer',
];

describe('the contract covers spec section 7', () => {
  it('declares every call of the spec, and nothing else', () => {
    expect([...ENDPOINTS].sort()).toEqual([...SPEC_CALLS].sort());
  });

  it('names each call once', () => {
    const names = ALL_ENDPOINTS.map(endpointName);
    expect(new Set(names).size).toBe(names.length);
  });

  it('has exactly one mock handler for every call', () => {
    const handled = handlers.map((h) => `${String(h.info.method)} ${String(h.info.path).replace(/^\*/, '')}`);
    for (const e of ALL_ENDPOINTS)
      expect(
        handled.filter((name) => name === `${e.method} ${e.path}`),
        endpointName(e),
      ).toHaveLength(1);
  });
});
