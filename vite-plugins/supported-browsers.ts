/**
 * The oldest browser of each engine the portal supports (esbuild's names), written once: the build's CSS target
 * (Lightning CSS keeps the fallbacks they need) and the inline scripts' target; the app's JS is ES2020, which all of
 * them run (vite.config.ts). Lint refuses the runtime APIs they lack (eslint.config.js).
 *
 * - iOS Safari 14.5: every iPhone from the 6s runs iOS 15 or later; 14.5 to 14.8 stay for phones not yet updated
 *   (before 14.5, Safari's destructuring had bugs that the build cannot work around).
 * - Chrome 87 for Android Chrome, its WebView and Samsung Internet 14 (Chromium 87).
 * - Firefox 115, the oldest ESR still in use.
 */
export const SUPPORTED_BROWSERS = ['ios14.5', 'safari14.1', 'chrome87', 'firefox115'];
