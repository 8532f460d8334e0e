// Flags without which Debian's Chromium stalls or phones home in this sandbox; shared by the e2e suite,
// the screenshots and Lighthouse (tests/e2e/support.ts, tests/screenshots/capture.mjs, tests/perf/lighthouse.mjs).
export const CHROMIUM_ARGS = Object.freeze([
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
]);
