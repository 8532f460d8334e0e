/** Every call of spec section 7, as "METHOD path" with {params}; the QA console offers these for faults. */
export const ENDPOINTS = [
  ...['banks', 'deposit', 'conditions', 'agreements', 'info', 'notice', 'contact', 'withdraw', 'slip', 'sources', 'active', 'registerOTP', 'enableChatWidget'].map(
    (name) => `GET /api/lookup/${name}`,
  ),
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
] as const;

export type Endpoint = (typeof ENDPOINTS)[number];

const patterns = new Map<string, RegExp>();

/** True when "METHOD /api/x/{param}" describes this request (any method with "* /api/..."). */
export function endpointMatches(endpoint: string, method: string, pathname: string): boolean {
  const [wantedMethod = '', path = ''] = endpoint.split(' ');
  if (wantedMethod !== '*' && wantedMethod.toUpperCase() !== method.toUpperCase()) return false;
  let pattern = patterns.get(path);
  if (!pattern) {
    const source = path
      .split('/')
      .map((part) => (/^\{\w+\}$/.test(part) ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/');
    pattern = new RegExp(`^${source}/?$`);
    patterns.set(path, pattern);
  }
  return pattern.test(pathname);
}
