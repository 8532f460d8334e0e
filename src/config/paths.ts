/**
 * The route table's data, read by the router, the head start and the build: each address written once (a test
 * counts any written elsewhere), its page module (src/app/routes/) and shell (src/app/shells/), and the page the
 * guards show (pageShown). Below src/app, as lib and the features link to pages; no computed keys, so that the head
 * start's bundle keeps only what it uses.
 */

/** The site's root: it sends members on to MEMBER_BASE. */
export const ROOT_PATH = '/';
export const LOGIN_PATH = '/login';
export const REGISTER_PATH = '/register';
export const HOWTO_PATH = '/howto';
/** The visitors' contact page (members have theirs in the member shell). */
export const CONTACT_PATH = '/contact';
/** Where a site the server calls `gone` sends everyone. */
export const TERMINATED_PATH = '/terminated';
/** Where the member shell lives; its pages' paths are relative to it. */
export const MEMBER_BASE = '/user';

export const SHELLS = { public: 'public-shell', member: 'member-shell' } as const;
/** The module every page but /login sits under (src/app/<name>.tsx): TanStack Query and the app's query client. */
export const QUERY_LAYER = 'query-layer-route';

/** Pages in the public shell: full path, page module. The member shell's are by path under MEMBER_BASE. */
export const PUBLIC_PAGES = [
  [LOGIN_PATH, 'login'],
  [REGISTER_PATH, 'register'],
  [HOWTO_PATH, 'howto'],
  [CONTACT_PATH, 'public-contact'],
] as const;
export const MEMBER_PAGES = {
  home: 'member-home',
  profile: 'profile',
  bonus: 'bonus',
  statement: 'statement',
  contact: 'member-contact',
  spin: 'spin',
} as const;
/** Pages outside either shell, reached by redirect, not opened (not preloaded). */
export const BARE_PAGES = [
  [TERMINATED_PATH, 'terminated'],
  ['*', 'not-found'],
] as const;

export type MemberPage = keyof typeof MEMBER_PAGES;
export type PageName =
  (typeof PUBLIC_PAGES)[number][1] | (typeof MEMBER_PAGES)[MemberPage] | (typeof BARE_PAGES)[number][1];

/** The member page that MEMBER_BASE itself redirects to. */
export const MEMBER_LANDING: MemberPage = 'home';

/** A member page's full address: memberPath('statement') is /user/statement. */
export function memberPath(page: MemberPage): string {
  return `${MEMBER_BASE}/${page}`;
}

/** An address's page path: trailing slashes read as none (/user/home/ is /user/home). */
export const pagePath = (pathname: string): string => pathname.replace(/\/+$/, '');

/**
 * The page the guards show for a page path (pagePath): the member area's root shows its landing page, and
 * without a session any member address shows /login.
 */
export function pageShown(path: string, signedIn: boolean): string {
  if (path === '' || path === MEMBER_BASE) return signedIn ? memberPath(MEMBER_LANDING) : LOGIN_PATH;
  return path.startsWith(`${MEMBER_BASE}/`) && !signedIn ? LOGIN_PATH : path;
}
