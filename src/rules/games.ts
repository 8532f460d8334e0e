/** Games whose login is GET /api/autoLogin/{game}/{username}[/{password}], answering a link (spec section 7). */
export const AUTO_LOGIN_GAMES = [
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
] as const;

/** Of those, the sites that check the password themselves get it as the last path segment. */
export const AUTO_LOGIN_WITH_PASSWORD = [
  'askmebet',
  'imi',
  'usun',
  'areaslot',
  'circus',
  'slotracha',
  'huayhd',
] as const;

export const isAutoLoginGame = (code: string): boolean => (AUTO_LOGIN_GAMES as readonly string[]).includes(code);
