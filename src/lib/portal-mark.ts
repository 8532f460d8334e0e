/**
 * The portal's mark, as public/favicon.svg draws it (a unit test holds the two alike): a rounded square with a "P",
 * in a 32 by 32 box. The receipt draws it beside the portal's name, on screen and in the PNG.
 */
export const PORTAL_MARK = {
  box: 32,
  radius: 8,
  background: '#0b3d2e',
  foreground: '#f5c542',
  path: 'M9 22V10h7a4 4 0 0 1 0 8h-4v4z',
} as const;
