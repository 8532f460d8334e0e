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
  return new Map([...body.matchAll(/add_header (\S+) "([^"]*)" always;/g)].map(([, name, value]) => [name!, value!]));
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
    for (const match of ['/', '= /index.html', '= /sw.js', '^~ /assets/', '^~ /api/', '^~ /socket.io/']) {
      const sent = locationHeaders(conf, match);
      for (const [name, value] of headers) expect(sent.get(name), `${name} in ${match}`).toBe(value);
    }
    expect(locationHeaders(conf, '= /index.html').get('Cache-Control')).toBe('no-cache');
    expect(locationHeaders(conf, '= /sw.js').get('Cache-Control')).toBe('no-cache');
    expect(locationHeaders(conf, '^~ /assets/').get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(conf).not.toContain('Strict-Transport-Security');

    const hsts = securityHeaders('default-src x', serverSettingsFrom({ SERVER_HSTS: 'true' }));
    expect(new Map(hsts).get('Strict-Transport-Security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('falls back to index.html, proxies /api and /socket.io (with the upgrade) to the one backend setting', () => {
    const conf = nginxConf([], serverSettingsFrom({ SERVER_PORT: '9090', SERVER_BACKEND_URL: 'http://10.0.0.5:3000' }));
    expect(conf).toContain('listen 9090;');
    expect(conf).toMatch(/upstream member_portal_backend {\s+server 10\.0\.0\.5:3000;/);
    expect(conf).toMatch(/location \/ {[^}]*try_files \$uri \/index\.html;/);
    expect(conf).toMatch(/location \^~ \/api\/ {[^}]*proxy_pass http:\/\/member_portal_backend;/);
    expect(conf).toMatch(/location \^~ \/socket\.io\/ {[^}]*proxy_set_header Upgrade \$http_upgrade;/);
    expect(conf).toMatch(/location \^~ \/socket\.io\/ {[^}]*proxy_set_header Connection \$connection_upgrade;/);
    expect(conf).toContain('gzip_static on;');

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
