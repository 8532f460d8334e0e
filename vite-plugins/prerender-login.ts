import type { Plugin } from 'vite';
import { TEMPLATE_PREFIX } from '../src/app/first-load/markers';
import { esbuildInline, type InlineScript } from './inline-script';

/** The server render's login page by language (src/app/first-load/render-login.tsx, through Vite's SSR loader). */
export type LoginPages = Record<string, string>;

/** The page with each language's login page as a <template> after #root and the script that shows one. */
export async function withPrerenderedLogin(html: string, pages: LoginPages, inline: InlineScript = esbuildInline) {
  const marker = /(<div id="root">[\s\S]*?<\/div>\s*<\/div>\s*<\/div>)/;
  if (!marker.test(html)) throw new Error('prerender-login: index.html has no #root loading view');
  for (const [locale, markup] of Object.entries(pages)) {
    // The members' CSP blocks style attributes in parsed HTML: the prerendered page must not need one.
    if (/\sstyle=/.test(markup)) throw new Error(`prerender-login: the ${locale} login page has a style attribute`);
  }
  const script = await inline('src/app/first-load/show-prerendered.ts', 'showPrerendered');
  const templates = Object.entries(pages)
    .map(([locale, markup]) => `<template id="${TEMPLATE_PREFIX}${locale}">${markup}</template>`)
    .join('\n    ');
  return html.replace(marker, (loadingView) => `${loadingView}\n    ${templates}\n    <script>${script}</script>`);
}

/**
 * /login as the app first renders it, in every language, written into index.html by the build (the app's
 * own components, rendered by react-dom/server through Vite's SSR loader in this build's mode). index.html
 * paints it before any script; src/main.tsx then hydrates it instead of rendering the page again.
 */
export function prerenderLogin(): Plugin {
  let mode = 'production';
  let root = process.cwd();
  let configFile: string | undefined;
  return {
    name: 'prerender-login',
    apply: 'build',
    configResolved: (resolved) => {
      ({ mode, root, configFile } = resolved);
    },
    transformIndexHtml: {
      order: 'post',
      handler: async (html, ctx) => {
        if (!ctx.bundle) return html;
        // Loaded here, not at the top: tests of this file run in jsdom, where esbuild cannot load.
        const { createServer } = await import('vite');
        const server = await createServer({
          root,
          mode,
          configFile,
          logLevel: 'error',
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, ws: false },
          optimizeDeps: { noDiscovery: true, include: [] },
        });
        try {
          const module = await server.ssrLoadModule('/src/app/first-load/render-login.tsx');
          return await withPrerenderedLogin(html, await (module.renderLoginPages as () => Promise<LoginPages>)());
        } finally {
          await server.close();
        }
      },
    },
  };
}
