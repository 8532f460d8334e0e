import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../../vite-plugins/csp';
import {
  headerPolicy,
  headersFile,
  nginxConf,
  precompress,
  securityHeaders,
  serverConfig,
  serverSettingsFrom,
  TEXT_TYPES,
} from '../../../vite-plugins/server-config';
import { settingsFrom } from '../../../vite-plugins/settings';

const PAGE = `<!doctype html><html><head><meta charset="UTF-8" /><style>.a{color:red}</style>
<script>console.log(1)</script><script type="module" src="/assets/index-abc.js"></script></head><body></body></html>`;
const ENV = { VITE_API_MOCKS: 'false' };
const NAMES = [
  'Content-Security-Policy',
  'X-Content-Type-Options',
  'Referrer-Policy',
  'Permissions-Policy',
  'X-Frame-Options',
];

/** The add_header lines of one nginx location, by name. */
function locationHeaders(conf: string, match: string): Map<string, string> {
  const start = conf.indexOf(`location ${match} {`);
  expect(start, `location ${match}`).toBeGreaterThan(-1);
  const body = conf.slice(start, conf.indexOf('\n    }', start));
  return new Map([...body.matchAll(/add_header (\S+) "([^"]*)" always;/g)].map(([, name, value]) => [name, value]));
}

describe('the members’ web-server configuration', () => {
  it('takes the policy of csp.ts for the final page, with frame-ancestors added', () => {
    const policy = headerPolicy(PAGE, ENV);
    expect(policy).toBe(`${contentSecurityPolicy(PAGE, {})}; frame-ancestors 'none'`);
  });

  it('sends every header from every location, the fallback page included, and HSTS only when asked', () => {
    const settings = serverSettingsFrom({});
    const headers = securityHeaders('default-src x', settings);
    expect(headers.map(([name]) => name)).toEqual(NAMES);
    const conf = nginxConf(headers, settings);
    const locations = [...conf.matchAll(/location (.+) \{/g)].map(([, match]) => match);
    expect(locations).toEqual([
      '/',
      '/assets/',
      ...Object.keys(TEXT_TYPES).map((ext) => `~ \\.${ext}$`),
      '^~ /api/',
      '^~ /socket.io/',
      '= /nginx.conf',
    ]);
    for (const match of locations.slice(0, -1)) {
      const sent = locationHeaders(conf, match);
      for (const [name, value] of headers) expect(sent.get(name), `${name} in ${match}`).toBe(value);
      expect(conf.slice(conf.indexOf(`location ${match} {`))).toMatch(
        /^[^}]*add_header Cache-Control "\$cache_control";/,
      );
    }
    expect(conf).not.toContain('Strict-Transport-Security');

    const hsts = securityHeaders('default-src x', serverSettingsFrom({ SERVER_HSTS: 'true' }));
    expect(new Map(hsts).get('Strict-Transport-Security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('keeps index.html and sw.js uncached and the hashed files for a year (a .br copy as its original)', () => {
    const conf = nginxConf([], serverSettingsFrom({}));
    const map = /map \$uri \$cache_control \{([^}]*)\}/.exec(conf)?.[1] ?? '';
    const rules = [...map.matchAll(/^\s+~(\S+) "([^"]+)";$/gm)].map(([, pattern, value]) => ({
      pattern: new RegExp(pattern),
      value,
    }));
    const cacheOf = (uri: string) => rules.find((rule) => rule.pattern.test(uri))?.value;
    expect(cacheOf('/index.html')).toBe('no-cache');
    expect(cacheOf('/index.html.br')).toBe('no-cache');
    expect(cacheOf('/sw.js')).toBe('no-cache');
    expect(cacheOf('/assets/app-1.js.br')).toBe('public, max-age=31536000, immutable');
    expect(cacheOf('/favicon.svg')).toBeUndefined();
    expect(cacheOf('/x/index.html')).toBeUndefined();
  });

  it('sends a .br copy, typed as its original, to clients that accept br; gzip_static does the .gz', () => {
    const conf = nginxConf([], serverSettingsFrom({}));
    expect(conf).toContain('gzip_static on;');
    const accepts = new RegExp(/"~\*(.+)" \.br;/.exec(conf)![1], 'i');
    expect(accepts.test('gzip, deflate, br, zstd')).toBe(true);
    expect(accepts.test('br;q=1.0')).toBe(true);
    expect(accepts.test('gzip, brotli-x')).toBe(false);
    for (const [ext, type] of Object.entries(TEXT_TYPES)) {
      const start = conf.indexOf(`location ~ \\.${ext}$ {`);
      const body = conf.slice(start, conf.indexOf('\n    }', start));
      expect(body).toContain(`types {}\n      default_type ${type};`);
      expect(body).toContain('try_files $uri$br_suffix $uri =404;');
      expect(body).toContain('add_header Content-Encoding "$br_encoding" always;');
    }
  });

  it('falls back to index.html, proxies /api and /socket.io (with the upgrade) to the one backend setting', () => {
    const conf = nginxConf([], serverSettingsFrom({ SERVER_PORT: '9090', SERVER_BACKEND_URL: 'http://10.0.0.5:3000' }));
    expect(conf).toContain('listen 9090;');
    expect(conf).toMatch(/upstream member_portal_backend {\s+server 10\.0\.0\.5:3000;/);
    expect(conf).toMatch(/location \/ {[^}]*try_files \$uri \/index\.html;/);
    expect(conf).toMatch(/location \/assets\/ {[^}]*try_files \$uri =404;/);
    expect(conf).toMatch(/location \^~ \/api\/ {[^}]*proxy_pass http:\/\/member_portal_backend;/);
    expect(conf).toMatch(/location \^~ \/socket\.io\/ {[^}]*proxy_set_header Upgrade \$http_upgrade;/);
    expect(conf).toMatch(/location \^~ \/socket\.io\/ {[^}]*proxy_set_header Connection \$connection_upgrade;/);

    const defaults = nginxConf([], serverSettingsFrom({}));
    expect(defaults).toContain('listen 8080;');
    expect(defaults).toContain('server 127.0.0.1:8787;');
    expect(() => serverSettingsFrom({ SERVER_BACKEND_URL: 'ftp://x' })).toThrow(/not http/);
  });

  it('writes the same headers into _headers', () => {
    const headers = securityHeaders("default-src 'self'", { hsts: true });
    const file = headersFile(headers);
    const all = file.slice(0, file.indexOf('\n/index.html'));
    for (const [name, value] of headers) expect(all).toContain(`\n  ${name}: ${value}`);
    expect(file).toContain('/index.html\n  Cache-Control: no-cache\n');
    expect(file).toContain('/sw.js\n  Cache-Control: no-cache\n');
    expect(file).toContain('/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n');
  });

  it('writes gzip and brotli copies of the text files only', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'server-config-'));
    try {
      mkdirSync(path.join(dir, 'assets'));
      writeFileSync(path.join(dir, 'assets', 'app-1.js'), 'console.log("a");'.repeat(50));
      writeFileSync(path.join(dir, 'icon.png'), 'png');
      precompress(dir);
      const js = path.join(dir, 'assets', 'app-1.js');
      expect(gunzipSync(readFileSync(`${js}.gz`)).toString()).toBe(readFileSync(js, 'utf8'));
      expect(brotliDecompressSync(readFileSync(`${js}.br`)).toString()).toBe(readFileSync(js, 'utf8'));
      expect(existsSync(path.join(dir, 'icon.png.gz'))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('is part of the mocks-off builds only', () => {
    expect(serverConfig(settingsFrom({}))).toEqual([]);
    expect(serverConfig(settingsFrom(ENV)).map((plugin) => plugin.name)).toEqual(['server-config']);
  });
});
