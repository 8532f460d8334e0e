// Relative, not @/: the build config imports this module (route-preload.ts) and its loader knows no aliases.
import {
  CONTACT_PATH,
  HOWTO_PATH,
  LOGIN_PATH,
  MEMBER_BASE,
  REGISTER_PATH,
  TERMINATED_PATH,
  type MemberPage,
} from '../config/paths';

/**
 * Which page module (src/app/routes/<name>.tsx) and shell (src/app/shells/<name>.tsx) each address shows; the
 * addresses themselves, the page the guards show for one and its frame are in src/config/paths.ts. The router
 * (router.tsx) is built on it and the build's route preloading (vite-plugins/route-preload.ts) reads it: a page
 * added here is routed and preloaded alike. Plain data: the build config imports it.
 */
export const SHELLS = { public: 'public-shell', member: 'member-shell' } as const;
export type ShellName = keyof typeof SHELLS;
/** The module every page but /login sits under (src/app/<name>.tsx): TanStack Query and the app's query client. */
export const QUERY_LAYER = 'query-layer-route';

/** Pages in the public shell, by full path. */
export const PUBLIC_PAGES = {
  [LOGIN_PATH]: 'login',
  [REGISTER_PATH]: 'register',
  [HOWTO_PATH]: 'howto',
  [CONTACT_PATH]: 'public-contact',
} as const;

/** Pages in the member shell, by path under MEMBER_BASE. */
export const MEMBER_PAGES = {
  home: 'member-home',
  profile: 'profile',
  bonus: 'bonus',
  statement: 'statement',
  contact: 'member-contact',
  spin: 'spin',
} as const satisfies Record<MemberPage, string>;

/** Pages outside either shell (not preloaded: they are reached by redirect, not opened). */
export const BARE_PAGES = { [TERMINATED_PATH]: 'terminated', '*': 'not-found' } as const;

export type PageName =
  | (typeof PUBLIC_PAGES)[keyof typeof PUBLIC_PAGES]
  | (typeof MEMBER_PAGES)[keyof typeof MEMBER_PAGES]
  | (typeof BARE_PAGES)[keyof typeof BARE_PAGES];

/** Every page opened by address, by full path, with its shell: what the build preloads. */
export function shellPages(): { path: string; shell: ShellName; page: PageName }[] {
  return [
    ...Object.entries(PUBLIC_PAGES).map(([path, page]) => ({ path, shell: 'public' as const, page })),
    ...Object.entries(MEMBER_PAGES).map(([path, page]) => ({
      path: `${MEMBER_BASE}/${path}`,
      shell: 'member' as const,
      page,
    })),
  ];
}
