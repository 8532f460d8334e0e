import { describe, expect, it } from 'vitest';
import { safeNextUrl } from '@/lib/next-url';

describe('safeNextUrl', () => {
  it.each([
    ['/user', '/user'],
    ['/user/home', '/user/home'],
    ['/user/statement?page=2#top', '/user/statement?page=2#top'],
    ['%2Fuser%2Fprofile', '/user/profile'],
  ])('keeps the member path %s', (raw, expected) => {
    expect(safeNextUrl(raw)).toBe(expected);
  });

  it.each([
    null,
    '',
    '//evil.example',
    '//evil.example/user',
    '/\\evil.example',
    '/\\/evil.example/user',
    '\\\\evil.example',
    'https://evil.example/user',
    'http:/user',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '%2F%2Fevil.example',
    '%252F%252Fevil.example',
    '/%2F%2Fevil.example',
    '/%5Cevil.example',
    '/user/..%2F..%2Flogin',
    '/user/../login',
    '/user@evil.example',
    '/users',
    '/login',
    '/user\n//evil.example',
    '/user\t/home',
    ' /user',
    '/user//evil.example',
    '%',
  ])('rejects %j', (raw) => {
    expect(safeNextUrl(raw)).toBe('/user');
  });

  it('uses the given fallback', () => {
    expect(safeNextUrl('//evil.example', '/user/home')).toBe('/user/home');
  });
});
