import { createHash } from 'node:crypto';
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import {
  connectSources,
  contentSecurityPolicy,
  cspMeta,
  inlineHashes,
  membersCsp,
  membersCspSettings,
  withCspMeta,
} from '../../../vite-plugins/csp';

const BOOT = "(function(){var k=document.createElement('link');k.rel='stylesheet';document.head.appendChild(k)})()";
const PAGE = `<!doctype html>
<html lang="th">
  <head>
    <meta charset="UTF-8" />
    <title>Member Portal</title>
    <style>.top-bar{color:#fff}</style>
    <script>${BOOT}</script>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

function directive(policy: string, name: string): string[] {
  const found = policy.split('; ').find((d) => d.startsWith(`${name} `));
  return found ? found.split(' ').slice(1) : [];
}

const SETTINGS = { apiBaseUrl: 'https://api.example.com/v1', chatSocketUrl: 'https://chat.example.com:8443' };

describe("the members' build Content-Security-Policy", () => {
  it('allows scripts from the site and the exact inline scripts of the page, nothing inline or eval besides', () => {
    const policy = contentSecurityPolicy(PAGE, SETTINGS);
    expect(directive(policy, 'script-src')).toEqual(["'self'", hashOf(BOOT)]);
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|unsafe-hashes/);
    expect(inlineHashes(PAGE, 'script')).toEqual([hashOf(BOOT)]);
    // A script changed after hashing no longer matches its hash.
    expect(inlineHashes(PAGE.replace("'stylesheet'", "'preload'"), 'script')).not.toContain(hashOf(BOOT));
  });

  it('hashes the inline <style> instead of allowing inline styles', () => {
    expect(directive(contentSecurityPolicy(PAGE, SETTINGS), 'style-src')).toEqual([
      "'self'",
      hashOf('.top-bar{color:#fff}'),
    ]);
  });

  it('closes plugins and <base>, and limits forms, images and media', () => {
    const policy = contentSecurityPolicy(PAGE, SETTINGS);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'none'"]);
    expect(directive(policy, 'default-src')).toEqual(["'self'"]);
    expect(directive(policy, 'form-action')).toEqual(["'self'", 'https:']);
    expect(
      directive(contentSecurityPolicy(PAGE, { formActionOrigins: ['https://games.example'] }), 'form-action'),
    ).toEqual(["'self'", 'https://games.example']);
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'https://api.example.com', 'https:', 'data:', 'blob:']);
    expect(directive(policy, 'media-src')).toEqual(["'self'", 'https://api.example.com', 'https:', 'data:', 'blob:']);
  });

  it("connects to the site, the API's origin and the chat socket's origin as http(s) and ws(s)", () => {
    expect(connectSources(SETTINGS)).toEqual([
      "'self'",
      'https://api.example.com',
      'https://chat.example.com:8443',
      'wss://chat.example.com:8443',
    ]);
    expect(connectSources({ apiBaseUrl: 'http://127.0.0.1:8787', chatSocketUrl: 'ws://127.0.0.1:8787/' })).toEqual([
      "'self'",
      'http://127.0.0.1:8787',
      'ws://127.0.0.1:8787',
    ]);
    expect(connectSources({ apiBaseUrl: '', chatSocketUrl: undefined })).toEqual(["'self'"]);
    expect(connectSources({ apiBaseUrl: '/api', chatSocketUrl: 'javascript:alert(1)' })).toEqual(["'self'"]);
  });

  it("adds the report URL's origin to connect-src only when VITE_REPORT_URL is set", () => {
    const connect = (env: Record<string, string>) =>
      directive(contentSecurityPolicy(PAGE, membersCspSettings({ VITE_API_MOCKS: 'false', ...env })), 'connect-src');
    expect(connect({ VITE_REPORT_URL: 'https://signals.example.com:8443/r?k=1' })).toEqual([
      "'self'",
      'https://signals.example.com:8443',
    ]);
    expect(connect({})).toEqual(["'self'"]);
    expect(connect({ VITE_REPORT_URL: '' })).toEqual(["'self'"]);
    expect(connect({ VITE_REPORT_URL: '/__mock/reports' })).toEqual(["'self'"]);
    expect(
      connect({ VITE_API_BASE_URL: 'http://127.0.0.1:8787', VITE_REPORT_URL: 'http://127.0.0.1:8787/__mock/reports' }),
    ).toEqual(["'self'", 'http://127.0.0.1:8787']);
  });

  it('carries frame-ancestors only as a header (a <meta> cannot)', () => {
    expect(directive(contentSecurityPolicy(PAGE, SETTINGS, { header: true }), 'frame-ancestors')).toEqual(["'none'"]);
    expect(contentSecurityPolicy(PAGE, SETTINGS)).not.toMatch(/frame-ancestors/);
  });

  it('goes into the page right after the charset, ahead of every inline script', () => {
    const out = withCspMeta(PAGE, SETTINGS);
    const meta = out.indexOf('http-equiv="Content-Security-Policy"');
    expect(meta).toBeGreaterThan(out.indexOf('<meta charset'));
    expect(meta).toBeLessThan(out.indexOf('<style>'));
    expect(meta).toBeLessThan(out.indexOf('<script>'));
    // The page's scripts are untouched, so the hashes still match the final text.
    expect(inlineHashes(out, 'script')).toEqual(inlineHashes(PAGE, 'script'));
  });

  it('is written at the very end of the build, into the emitted index.html', () => {
    const plugin = cspMeta(SETTINGS);
    expect(plugin.apply).toBe('build');
    expect(plugin.enforce).toBe('post');
    const hook = plugin.generateBundle as {
      order: string;
      handler: (options: unknown, bundle: Rollup.OutputBundle) => void;
    };
    expect(hook.order).toBe('post');
    const bundle = {
      'index.html': { type: 'asset', fileName: 'index.html', source: PAGE },
    } as unknown as Rollup.OutputBundle;
    hook.handler({}, bundle);
    const written = (bundle['index.html'] as Rollup.OutputAsset).source as string;
    expect(written).toContain(`content="${contentSecurityPolicy(PAGE, SETTINGS)}"`);
  });

  it("only the members' build (VITE_API_MOCKS=false) gets it", () => {
    expect(
      membersCsp({ VITE_API_MOCKS: 'false', VITE_API_BASE_URL: 'http://127.0.0.1:8787' }).map((p) => p.name),
    ).toEqual(['csp-meta']);
    expect(membersCsp({ VITE_API_MOCKS: 'true' })).toEqual([]);
    // Game forms may post to http: origins only where the build allows it, as the URL gate does.
    const withHttp = contentSecurityPolicy(
      PAGE,
      membersCspSettings({ VITE_API_MOCKS: 'false', VITE_ALLOW_HTTP_GAME_FORMS: 'true' }),
    );
    expect(directive(withHttp, 'form-action')).toEqual(["'self'", 'https:', 'http:']);
    expect(
      directive(contentSecurityPolicy(PAGE, membersCspSettings({ VITE_API_MOCKS: 'false' })), 'form-action'),
    ).toEqual(["'self'", 'https:']);
    expect(membersCsp({})).toEqual([]);
  });
});
