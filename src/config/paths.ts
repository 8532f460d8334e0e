/**
 * The app's addresses, each written once. The page table (src/app/page-table.ts) says which page and shell shows
 * each one and builds the routes from them; they sit here, below src/app, because lib and the features link to pages
 * too (the deposit's slip-status link, the login form's link to /register) and may not import src/app.
 * Plain data: the build config reads it through the page table. tests/unit/page-paths.test.ts counts any
 * address written elsewhere in src/.
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
