import type { IndexHtmlTransformContext, IndexHtmlTransformHook, Plugin, Rollup } from 'vite';

/** Calls a plugin's transformIndexHtml (plain function or { handler }) as Vite would. */
export async function transformHtml(plugin: Plugin, html: string, bundle?: Rollup.OutputBundle): Promise<string> {
  const hook = plugin.transformIndexHtml;
  const handler = (typeof hook === 'function' ? hook : hook?.handler) as IndexHtmlTransformHook;
  const ctx = { path: '/index.html', filename: 'index.html', bundle } as IndexHtmlTransformContext;
  const out = await handler.call({} as never, html, ctx);
  if (typeof out !== 'string') throw new Error('expected the hook to return the page text');
  return out;
}

/** Calls a plain function hook of a plugin with a stand-in plugin context. */
export function callHook<A extends unknown[]>(
  plugin: Plugin,
  name: keyof Plugin,
  context: object,
  ...args: A
): unknown {
  const hook = plugin[name] as unknown;
  const fn = (typeof hook === 'function' ? hook : (hook as { handler: (...a: A) => unknown }).handler) as (
    ...a: A
  ) => unknown;
  return fn.apply(context, args);
}

/** An output chunk as rollup gives it to generateBundle / transformIndexHtml, with the fields the plugins read. */
export function chunk(
  fileName: string,
  moduleIds: string[],
  options: { imports?: string[]; css?: string[]; isEntry?: boolean } = {},
) {
  return {
    type: 'chunk',
    fileName,
    moduleIds,
    imports: options.imports ?? [],
    isEntry: options.isEntry ?? false,
    viteMetadata: { importedCss: new Set(options.css ?? []), importedAssets: new Set() },
  } as unknown as Rollup.OutputChunk;
}
