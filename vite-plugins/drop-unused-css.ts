import type { Plugin } from 'postcss';

/**
 * Rules of Bootstrap's reboot that the portal has no element for, removed from the built CSS (a PostCSS
 * plugin in vite.config.ts). `legend + *` is not only dead weight: a rule that ends in `*` after a sibling
 * combinator makes Chromium restyle every child of a list whenever a child is added to it. The chat history
 * adds a page of rows at a time, and each page restyled every row in the list (6,200 elements restyled over
 * 20 pages of history, 2,500 without the rule; tests/e2e/smoothness.e2e.test.ts).
 */
export const UNUSED_RULES: readonly string[] = ['legend + *'];

/** The portal renders no <legend>; the test beside this plugin keeps it so. */
export function dropUnusedCss(selectors: readonly string[] = UNUSED_RULES): Plugin {
  return {
    postcssPlugin: 'drop-unused-css',
    Rule(rule) {
      if (selectors.includes(rule.selector)) rule.remove();
    },
  };
}
