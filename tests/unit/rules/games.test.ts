import { describe, expect, it } from 'vitest';
import { AUTO_LOGIN_GAMES, AUTO_LOGIN_WITH_PASSWORD, isAutoLoginGame } from '@/rules/games';

describe('auto-login games (spec section 7)', () => {
  it.each([
    'pg',
    'betflix',
    'askmebet',
    'imi',
    'usun',
    'areaslot',
    'circus',
    'slotracha',
    'pgslot',
    'joker2',
    'huayhd',
  ])('%s logs in through GET /api/autoLogin', (code) => expect(isAutoLoginGame(code)).toBe(true));

  it.each(['', 'PG', 'joker', 'sbobet', 'pg '])('%j does not', (code) => expect(isAutoLoginGame(code)).toBe(false));

  it('the sites that check the password themselves are auto-login games', () => {
    expect(AUTO_LOGIN_WITH_PASSWORD.every((code) => (AUTO_LOGIN_GAMES as readonly string[]).includes(code))).toBe(true);
    expect([...AUTO_LOGIN_WITH_PASSWORD]).toEqual([
      'askmebet',
      'imi',
      'usun',
      'areaslot',
      'circus',
      'slotracha',
      'huayhd',
    ]);
  });
});
