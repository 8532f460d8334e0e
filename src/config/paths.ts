/**
 * The app's addresses, each written once, and where each one lands (pageShown, below). The page table
 * (src/app/page-table.ts) says which page and shell shows each one and builds the routes from them; they sit here,
 * below src/app, because lib and the features link to pages too (the deposit's slip-status link, the login form's
 * link to /register) and may not import src/app. index.html's head start reads this module alone: bundled with the
 * page table, its maps came along (their computed keys keep the minifier from dropping them). Plain data: the build
 * config reads it through the page table. tests/unit/page-paths.test.ts counts any address written elsewhere in src/.
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

/** The member shell's pages, by their path under MEMBER_BASE (src/app/page-table.ts names each one's module). */
export type MemberPage = 'home' | 'profile' | 'bonus' | 'statement' | 'contact' | 'spin';

/** The member page that MEMBER_BASE itself redirects to. */
export const MEMBER_LANDING: MemberPage = 'home';

/** A member page's full address: memberPath('statement') is /user/statement. */
export function memberPath(page: MemberPage): string {
  return `${MEMBER_BASE}/${page}`;
}

/**
 * The page the route guards show for an address (no trailing slash): the member area's root is its landing page
 * with a session and /login without; any other member page is /login without a session. The router's guard
 * redirects to it (src/app/router.tsx), the head start preloads it (src/app/first-load/head-start.ts).
 */
export function pageShown(path: string, signedIn: boolean): string {
  if (path === '' || path === MEMBER_BASE) return signedIn ? memberPath(MEMBER_LANDING) : LOGIN_PATH;
  return path.startsWith(`${MEMBER_BASE}/`) && !signedIn ? LOGIN_PATH : path;
}
