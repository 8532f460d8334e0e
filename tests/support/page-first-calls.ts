/**
 * The calls each member page needs first, as "METHOD /path": what its route's loader starts and what a first load's
 * head start sends (tests/integration/app/page-loaders.test.tsx and first-calls.test.tsx hold both to this list).
 */
export const PAGE_FIRST_CALLS: Readonly<Record<'statement' | 'spin' | 'home', readonly string[]>> = {
  statement: ['POST /api/statement', 'GET /api/lookup/deposit', 'GET /api/lookup/banks', 'GET /api/wallet'],
  spin: ['GET /api/spinwheel/setup', 'GET /api/spinwheel/coupon', 'GET /api/lookup/deposit'],
  // Spec section 2: the refresh and then the wallet come with home's entry.
  home: [
    'GET /api/lookup/deposit',
    'GET /api/spinwheel/active',
    'POST /api/statement',
    'POST /api/statement/slip',
    'GET /api/wallet/refresh/slot',
    'GET /api/wallet',
  ],
};
