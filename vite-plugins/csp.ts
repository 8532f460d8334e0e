/**
 * The Content-Security-Policy of the members' build (mocks off), written into index.html as a <meta> by the
 * build, after every other transform of the page: the hashes of its inline scripts and styles are taken from
 * the final text. docs/deployment.md give the same policy as a response header, with
 * `frame-ancestors 'none'`, which a <meta> cannot carry.
 */
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

export interface CspSettings {
  /** VITE_API_BASE_URL: its origin may be called (empty: same origin). */
  apiBaseUrl?: string;
  /** VITE_CHAT_SOCKET_URL: its origin may be called, as http(s) and as ws(s). */
  chatSocketUrl?: string;
  /** VITE_REPORT_URL: field signals are sent there (empty or a same-origin path: nothing added). */
  reportUrl?: string;
  /** Origins game launch forms may post to; none named: any https: origin. */
  formActionOrigins?: readonly string[];
}

const INLINE = (tag: 'script' | 'style') => new RegExp(`<${tag}\\b([^>]*)>([\\s\\S]*?)</${tag}>`, 'gi');

function sha256(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** Hash sources of the inline <script> elements (those without src) and <style> elements, in page order. */
export function inlineHashes(html: string, tag: 'script' | 'style'): string[] {
  const hashes: string[] = [];
  for (const [, attributes, body] of html.matchAll(INLINE(tag))) {
    if (tag === 'script' && /\bsrc\s*=/i.test(attributes ?? '')) continue;
    hashes.push(sha256(body ?? ''));
  }
  return [...new Set(hashes)];
}

function originOf(url: string | undefined): URL | null {
  if (!url?.trim()) return null;
  try {
    const parsed = new URL(url.trim());
    return /^(https?|wss?):$/.test(parsed.protocol) ? parsed : null;
  } catch {
    return null; // a relative address is the page's own origin: 'self'
  }
}

const PAIR: Record<string, string> = { 'http:': 'ws:', 'https:': 'wss:', 'ws:': 'http:', 'wss:': 'https:' };

/** 'self', the API's origin, the chat socket's origin in both its http(s) and ws(s) forms, the report URL's origin. */
export function connectSources(settings: CspSettings): string[] {
  const sources = ["'self'"];
  const api = originOf(settings.apiBaseUrl);
  if (api) sources.push(`${api.protocol}//${api.host}`);
  const chat = originOf(settings.chatSocketUrl);
  if (chat) {
    sources.push(`${chat.protocol}//${chat.host}`, `${PAIR[chat.protocol]}//${chat.host}`);
  }
  const report = originOf(settings.reportUrl);
  if (report && /^https?:$/.test(report.protocol)) sources.push(`${report.protocol}//${report.host}`);
  return [...new Set(sources)];
}

export interface PolicyOptions {
  /** A header may carry frame-ancestors; a <meta> may not (browsers ignore it there). */
  header?: boolean;
}

/** The policy for this page text and these settings, directives joined with "; ". */
export function contentSecurityPolicy(html: string, settings: CspSettings, options: PolicyOptions = {}): string {
  const api = originOf(settings.apiBaseUrl);
  const apiOrigin = api && /^https?:$/.test(api.protocol) ? [`${api.protocol}//${api.host}`] : [];
  const forms = settings.formActionOrigins?.length ? [...settings.formActionOrigins] : ['https:'];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...inlineHashes(html, 'script')]],
    ['style-src', ["'self'", ...inlineHashes(html, 'style')]],
    ['img-src', ["'self'", ...apiOrigin, 'https:', 'data:', 'blob:']],
    ['media-src', ["'self'", ...apiOrigin, 'https:', 'data:', 'blob:']],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', connectSources(settings)],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'", ...forms]],
    ...(options.header ? ([['frame-ancestors', ["'none'"]]] as [string, string[]][]) : []),
  ];
  return directives.map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`).join('; ');
}

/** The page with the policy as its first <meta> after the charset (a policy applies only to what follows it). */
export function withCspMeta(html: string, settings: CspSettings): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(html, settings).replaceAll('"', '&quot;')}" />`;
  const charset = /<meta\s+charset=[^>]*>/i.exec(html);
  if (charset) return html.replace(charset[0], `${charset[0]}\n    ${meta}`);
  if (!/<head[^>]*>/i.test(html)) throw new Error('csp-meta: index.html has no <head>');
  return html.replace(/<head[^>]*>/i, (head) => `${head}\n    ${meta}`);
}

/**
 * Writes the policy into every emitted .html file at the very end of the build (generateBundle, order post:
 * after Vite and every transformIndexHtml hook have produced the final text).
 */
export function cspMeta(settings: CspSettings): Plugin {
  return {
    name: 'csp-meta',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type !== 'asset' || !file.fileName.endsWith('.html')) continue;
          const html = typeof file.source === 'string' ? file.source : new TextDecoder().decode(file.source);
          file.source = withCspMeta(html, settings);
        }
      },
    },
  };
}

/**
 * The members' build (mocks off) carries the policy; the mocked builds do not. `env` is the build's settings
 * (vite.config.ts passes loadEnv's, where the process environment wins over .env files).
 */
/** The policy's settings from the build settings: game login forms post to https: origins, and to http: ones only where the build allows it (src/rules/url.ts). */
export function membersCspSettings(env: Record<string, string | undefined>): CspSettings {
  const formActionOrigins = env.VITE_ALLOW_HTTP_GAME_FORMS === 'true' ? ['https:', 'http:'] : undefined;
  return {
    apiBaseUrl: env.VITE_API_BASE_URL,
    chatSocketUrl: env.VITE_CHAT_SOCKET_URL,
    reportUrl: env.VITE_REPORT_URL,
    formActionOrigins,
  };
}

export function membersCsp(env: Record<string, string | undefined>): Plugin[] {
  if (env.VITE_API_MOCKS !== 'false') return [];
  return [cspMeta(membersCspSettings(env))];
}
