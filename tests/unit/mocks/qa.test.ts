import { describe, expect, it } from 'vitest';
import { endpointMatches, ENDPOINTS } from '@mocks/qa/endpoints';
import { addFault, clearFaults, listFaults, takeFault } from '@mocks/qa/faults';

describe('endpoint patterns', () => {
  it.each([
    ['GET /api/wallet', 'GET', '/api/wallet', true],
    ['GET /api/wallet', 'POST', '/api/wallet', false],
    ['GET /api/wallet', 'GET', '/api/wallet/refresh/slot', false],
    ['GET /api/wallet/activate/{code}', 'GET', '/api/wallet/activate/pg', true],
    ['GET /api/wallet/activate/{code}', 'GET', '/api/wallet/activate/pg/extra', false],
    ['GET /api/autoLogin/{game}/{username}/{password}', 'GET', '/api/autoLogin/pg/u1/p1', true],
    ['* /api/login', 'POST', '/api/login', true],
  ])('%s matches %s %s: %s', (endpoint, method, path, expected) => {
    expect(endpointMatches(endpoint, method, path)).toBe(expected);
  });

  it('lists every call of spec section 7 once', () => {
    expect(new Set(ENDPOINTS).size).toBe(ENDPOINTS.length);
    expect(ENDPOINTS).toContain('POST /api/wallet/transfer');
    expect(ENDPOINTS).toContain('PUT /api/chat/read-customer');
  });
});

describe('faults', () => {
  it('a once-fault is used up by the first matching request', () => {
    addFault({ endpoint: 'GET /api/wallet', kind: 'code', code: 'INVALID_USER_1', once: true });
    expect(takeFault('GET', '/api/lookup/banks')).toBeNull();
    expect(takeFault('GET', '/api/wallet')).toMatchObject({ kind: 'code', code: 'INVALID_USER_1' });
    expect(takeFault('GET', '/api/wallet')).toBeNull();
  });

  it('a lasting fault stays until cleared', () => {
    addFault({ endpoint: 'POST /api/login', kind: 'http500', once: false });
    expect(takeFault('POST', '/api/login')).not.toBeNull();
    expect(takeFault('POST', '/api/login')).not.toBeNull();
    clearFaults();
    expect(listFaults()).toEqual([]);
    expect(takeFault('POST', '/api/login')).toBeNull();
  });
});
