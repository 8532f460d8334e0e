import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as sass from 'sass';
import type { Plugin } from 'vite';
import { APP_STYLES_ID } from '../src/lib/app-styles';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Bootstrap 5.3's Sass still uses @import and global functions.
export const SASS_SILENCED: sass.DeprecationOrId[] = ['import', 'global-builtin', 'color-functions', 'if-function'];

/**
 * The first paint (top bar and spinner, see src/styles/critical.scss) needs no download: its rules are
 * inlined into <head>. The app's stylesheet is then added by a script: a stylesheet added that way holds
 * back neither that paint nor the scripts, so the app waits for it before it renders (appStylesReady in
 * src/lib/app-styles.ts). It stays the first stylesheet in <head>, ahead of the ones lazy routes add, so the
 * cascade order is the same as with a plain <link>.
 */
export function inlineCriticalCss(): Plugin {
  const file = path.join(root, 'src', 'styles', 'critical.scss');
  return {
    name: 'inline-critical-css',
    transformIndexHtml: {
      order: 'post',
      handler: (html, ctx) => {
        const { css } = sass.compile(file, {
          style: 'compressed',
          loadPaths: [path.join(root, 'node_modules')],
          quietDeps: true,
          silenceDeprecations: SASS_SILENCED,
        });
        let head = `<style>${css}</style>`;
        let out = html;
        if (ctx.bundle) {
          const link = out.match(/\s*<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/);
          if (!link) throw new Error('inline-critical-css: the build has no stylesheet link in index.html');
          out = out.replace(link[0], '');
          // data-state: "loaded" or "failed", for a reader that comes after the load or error event.
          head += `\n    <script>(function(){var k=document.createElement('link');k.rel='stylesheet';k.crossOrigin='';k.id='${APP_STYLES_ID}';k.href=${JSON.stringify(link[1])};k.onload=function(){k.setAttribute('data-state','loaded')};k.onerror=function(){k.setAttribute('data-state','failed')};document.head.appendChild(k)})()</script>`;
        }
        return out.replace('</title>', `</title>\n    ${head}`);
      },
    },
  };
}
