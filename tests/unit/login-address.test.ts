import { describe, expect, it } from 'vitest';
import { loginAddress } from '@/app/login-address';

describe('loginAddress: the one /login address of the route guard and of a session that ended', () => {
  it('carries the member page as next, with its query', () => {
    expect(loginAddress('/user/statement?page=2')).toBe(`/login?next=${encodeURIComponent('/user/statement?page=2')}`);
    expect(loginAddress('/user/profile', 'expired')).toBe('/login?next=%2Fuser%2Fprofile&reason=expired');
  });

  it('asks for no next from the member root or a public page', () => {
    for (const from of ['/user', '/user/', '/user?x=1', '/register', '/login', '/user-guide'])
      expect(loginAddress(from), from).toBe('/login');
    expect(loginAddress('/register', 'other-tab')).toBe('/login?reason=other-tab');
    expect(loginAddress('/user/home', 'other-tab')).toBe('/login?next=%2Fuser%2Fhome&reason=other-tab');
  });
});
