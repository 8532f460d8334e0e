/** The fault matrix's concrete call per endpoint of spec section 7 (./fault-matrix-api.test.ts). */
import { File as NodeFile } from 'node:buffer';
import { getDb } from '@mocks/db';
import { SEEDED } from '@tests/support/render-app';
import { encryptGiftLink } from '@/features/deposit/model';
import { config } from '@/config';
import { http } from '@/lib/http';

export type Call = { method: 'get' | 'post' | 'put' | 'delete'; url: string; body?: unknown };
// jsdom's FormData never completes through the MSW XHR interceptor: use Node's, as the deposit tests do.
let NodeFormData: typeof FormData;
export function setNodeFormData(ctor: typeof FormData): void {
  NodeFormData = ctor;
}
const png = () => {
  const form = new NodeFormData();
  form.append(
    'file',
    new NodeFile([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'a.png', { type: 'image/png' }) as unknown as Blob,
  );
  return form;
};
const qrId = () => getDb().qrcodes[0]?._id ?? 'none';
const couponCode = async () => {
  const { data } = await http.get<{ result?: { code: string }[] }>('/api/spinwheel/coupon');
  return data.result?.[0]?.code ?? 'none';
};
const walletAccountName = async () => {
  const { data } = await http.get<{ wallets: { walletAccountName: string }[] }>('/api/lookup/deposit');
  return data.wallets[0]?.walletAccountName ?? '';
};
export const member = () => getDb().members.find((m) => m.username === SEEDED.member.phone)!;

/** A concrete call per endpoint (params and bodies the mock accepts for the seeded member). */
export const CALLS: Record<string, () => Call | Promise<Call>> = {
  'POST /api/account/validate': () => ({
    method: 'post',
    url: '/api/account/validate',
    body: {
      name: 'A B',
      username: '0811111111',
      password: 'Demo1234',
      sourceCode: 'FB',
      bankCode: 'SCB',
      bankAccountName: 'A B',
      bankAccountNo: '1234567890',
    },
  }),
  'POST /api/account': () => ({
    method: 'post',
    url: '/api/account',
    body: {
      name: 'A B',
      username: '0811111111',
      password: 'Demo1234',
      sourceCode: 'FB',
      bankCode: 'SCB',
      bankAccountName: 'A B',
      bankAccountNo: '1234567890',
      currency: 'BAHT',
    },
  }),
  'GET /api/account/profile': () => ({ method: 'get', url: '/api/account/profile' }),
  'PUT /api/account/profile': () => ({
    method: 'put',
    url: '/api/account/profile',
    body: { name: 'Somchai', bankCode: 'SCB', bankAccountName: 'SOMCHAI', bankAccountNo: '1234567890' },
  }),
  'PUT /api/account/bankAccountName': () => ({
    method: 'put',
    url: '/api/account/bankAccountName',
    body: { bankCode: member().bankCode, bankAccountName: 'SOMCHAI JAIDEE' },
  }),
  'PUT /api/account/changepwd': () => ({
    method: 'put',
    url: '/api/account/changepwd',
    body: { oldPassword: 'Demo1234', newPassword: 'Demo5678' },
  }),
  'POST /api/login': () => ({
    method: 'post',
    url: '/api/login',
    body: { username: SEEDED.member.phone, password: SEEDED.member.password },
  }),
  'POST /api/otp/send': () => ({ method: 'post', url: '/api/otp/send', body: { phoneNumber: '0811111111' } }),
  'POST /api/otp/verify': () => ({
    method: 'post',
    url: '/api/otp/verify',
    body: { otpToken: 'x', otpCode: '000000' },
  }),
  'GET /api/wallet/activate/{code}': () => ({ method: 'get', url: '/api/wallet/activate/joker' }),
  'GET /api/wallet/account/{code}': () => ({ method: 'get', url: '/api/wallet/account/pg' }),
  'GET /api/wallet/resetpassword/{code}': () => ({ method: 'get', url: '/api/wallet/resetpassword/pg' }),
  'POST /api/wallet/add': () => ({ method: 'post', url: '/api/wallet/add', body: { amount: 100 } }),
  'POST /api/wallet/transfer': () => ({
    method: 'post',
    url: '/api/wallet/transfer',
    body: { from: 'WALLET', to: 'pg', amount: 10 },
  }),
  'POST /api/wallet/transferAll': () => ({ method: 'post', url: '/api/wallet/transferAll', body: { to: 'pg' } }),
  'POST /api/wallet/withdraw': () => ({ method: 'post', url: '/api/wallet/withdraw', body: { amount: 100 } }),
  'POST /api/wallet/withdrawAll': () => ({ method: 'post', url: '/api/wallet/withdrawAll', body: { amount: 100 } }),
  'POST /api/wallet/slip': () => ({ method: 'post', url: '/api/wallet/slip', body: png() }),
  'POST /api/wallet/truelink': async () => ({
    method: 'post',
    url: '/api/wallet/truelink',
    body: {
      link: encryptGiftLink(
        'https://gift.truemoney.com/campaign/?v=120faultmatrix',
        await walletAccountName(),
        config.giftLinkKey,
      ),
    },
  }),
  'GET /api/qrcode/{provider}': () => ({ method: 'get', url: '/api/qrcode/KBANK' }),
  'POST /api/qrcode/{provider}': () => ({ method: 'post', url: '/api/qrcode/KBANK', body: { amount: 100 } }),
  'DELETE /api/qrcode/{qrcodeId}': () => ({ method: 'delete', url: `/api/qrcode/${qrId()}` }),
  'GET /api/autoLogin/{game}/{username}': () => ({ method: 'get', url: '/api/autoLogin/pg/user1' }),
  'GET /api/autoLogin/{game}/{username}/{password}': () => ({ method: 'get', url: '/api/autoLogin/pg/user1/pass1' }),
  'POST /api/invite': () => ({ method: 'post', url: '/api/invite', body: { page: 1, limit: 10 } }),
  'POST /api/refund': () => ({ method: 'post', url: '/api/refund', body: { page: 1, limit: 10 } }),
  'POST /api/spinwheel/spin': () => ({ method: 'post', url: '/api/spinwheel/spin' }),
  'POST /api/spinwheel/coupon/claim': async () => ({
    method: 'post',
    url: '/api/spinwheel/coupon/claim',
    body: { coupon: await couponCode() },
  }),
  'GET /api/bonus/activate/{code}': () => ({ method: 'get', url: '/api/bonus/activate/DAILY20' }),
  'GET /api/promotion/find/{code}': () => ({ method: 'get', url: '/api/promotion/find/NEWYEAR100' }),
  'GET /api/promotion/activate/{code}': () => ({ method: 'get', url: '/api/promotion/activate/NEWYEAR100' }),
  'POST /api/statement': () => ({ method: 'post', url: '/api/statement', body: { page: 1, limit: 10 } }),
  'POST /api/statement/slip': () => ({ method: 'post', url: '/api/statement/slip', body: { page: 1, limit: 10 } }),
  'GET /api/statement/slip/reference/{reference}': () => ({
    method: 'get',
    url: `/api/statement/slip/reference/${getDb().slips[0]?.reference ?? 'x'}`,
  }),
  'POST /api/chat/send-message': () => ({
    method: 'post',
    url: '/api/chat/send-message',
    body: { conversation: { sender: 'customer', message: { message_type: 'text', payload: 'hi' } } },
  }),
  'POST /api/chat/history': () => ({
    method: 'post',
    url: '/api/chat/history',
    body: { userId: member()._id, guestId: null, limit: 10, skip: 0 },
  }),
  'POST /api/chat/upload-image': () => ({ method: 'post', url: '/api/chat/upload-image', body: png() }),
  'POST /api/chat/upload-video': () => ({ method: 'post', url: '/api/chat/upload-video', body: png() }),
  'PUT /api/chat/read-customer': () => ({
    method: 'put',
    url: '/api/chat/read-customer',
    body: { userId: member()._id, guestId: null },
  }),
};
