/**
 * Where the standalone mock server answers its QA routes: paths that start with exactly this prefix, as written
 * (no other prefix before it, no other case). Anything else that names it is an ordinary path: /api/x/__mock/reports
 * is no report route.
 */
export const QA_PREFIX = '/__mock/';

/** Where the app's field signals go (VITE_REPORT_URL); a batch is small, so its body has a cap of its own. */
export const REPORTS_PATH = `${QA_PREFIX}reports`;
