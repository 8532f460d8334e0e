import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../../vite-plugins/csp';
import {
  ACCESS_LOG_FORMAT,
  headerPolicy,
  headersFile,
  nginxConf,
  NOT_SERVED,
  precompress,
  securityHeaders,
  serverConfig,
  serverSettingsFrom,
  TEXT_TYPES,
} from '../../../vite-plugins/server-config';
import { settingsFrom } from '../../../vite-plugins/settings';
import { UPLOAD_BODY_LIMITS } from '@/contract';

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
    const uploads = ['= /api/wallet/slip', '= /api/chat/upload-image', '= /api/chat/upload-video'];
    expect(locations).toEqual([
      '/',
      '/assets/',
      ...Object.keys(TEXT_TYPES).map((ext) => `~ \\.${ext}$`),
      '^~ /api/',
      ...uploads,
      '^~ /socket.io/',
      ...NOT_SERVED,
    ]);
    // nginx's own answers (a bad request, 414, the files not served) carry the server's list.
    const server = conf.slice(conf.indexOf('  server {'), conf.indexOf('    location'));
    for (const [name, value] of headers) expect(server).toContain(`    add_header ${name} "${value}" always;`);
    const proxied = ['^~ /api/', ...uploads, '^~ /socket.io/'];
    for (const match of locations.slice(0, -NOT_SERVED.length)) {
      const sent = locationHeaders(conf, match);
      for (const [name, value] of headers) expect(sent.get(name), `${name} in ${match}`).toBe(value);
      const body = conf.slice(conf.indexOf(`location ${match} {`));
      if (proxied.includes(match)) continue;
      expect(body).toMatch(/^[^}]*add_header Cache-Control "\$cache_control";/);
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
    expect(accepts.test('br;q=0.5')).toBe(true);
    for (const declined of ['br;q=0', 'gzip, br;q=0', 'br; q=0.0, gzip', 'br;q=0.000'])
      expect(accepts.test(declined), declined).toBe(false);
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
    // A path in proxy_pass: nginx sends the URI it normalised, never the client's raw target.
    expect(conf).toMatch(/location \^~ \/api\/ {[^}]*proxy_pass http:\/\/member_portal_backend\/api\/;/);
    expect(conf).toMatch(/location \^~ \/socket\.io\/ {[^}]*proxy_pass http:\/\/member_portal_backend\/socket\.io\/;/);
    expect(conf).toMatch(/location \^~ \/socket\.io\/ {[^}]*proxy_set_header Upgrade \$http_upgrade;/);
    expect(conf).toMatch(/location \^~ \/socket\.io\/ {[^}]*proxy_set_header Connection \$connection_upgrade;/);

    const defaults = nginxConf([], serverSettingsFrom({}));
    expect(defaults).toContain('listen 8080;');
    expect(defaults).toContain('server 127.0.0.1:8787;');
    expect(() => serverSettingsFrom({ SERVER_BACKEND_URL: 'ftp://x' })).toThrow(/not http/);
  });

  it('speaks TLS with HTTP/2 on SERVER_PORT when given a certificate and its key, both or neither', () => {
    const env = { SERVER_PORT: '8443', SERVER_TLS_CERT: '/etc/ssl/portal.pem', SERVER_TLS_KEY: '/etc/ssl/portal.key' };
    const conf = nginxConf([], serverSettingsFrom(env));
    const server = conf.slice(conf.indexOf('  server {'));
    expect(server).toMatch(/^ {4}listen 8443 ssl http2;$/m);
    expect(server).toMatch(/^ {4}ssl_certificate \/etc\/ssl\/portal\.pem;$/m);
    expect(server).toMatch(/^ {4}ssl_certificate_key \/etc\/ssl\/portal\.key;$/m);
    expect(server).toMatch(/^ {4}ssl_protocols TLSv1\.2 TLSv1\.3;$/m);
    expect(conf).not.toMatch(/listen 8443;/);

    const plain = nginxConf([], serverSettingsFrom({ SERVER_PORT: '8443' }));
    expect(plain).toMatch(/^ {4}listen 8443;$/m);
    expect(plain).not.toMatch(/ssl|http2/);

    expect(() => serverSettingsFrom({ SERVER_TLS_CERT: '/etc/ssl/portal.pem' })).toThrow(/both or neither/);
    expect(() => serverSettingsFrom({ SERVER_TLS_KEY: '/etc/ssl/portal.key' })).toThrow(/both or neither/);
    // A path is written into nginx.conf as it is: nothing that would end the directive or add another.
    expect(() => serverSettingsFrom({ ...env, SERVER_TLS_KEY: '/k; include /etc/passwd' })).toThrow(/without spaces/);
  });

  it('with TLS, sends plain HTTP on SERVER_HTTP_PORT to the https site: same host, path and query', () => {
    const tls = { SERVER_TLS_CERT: '/etc/ssl/portal.pem', SERVER_TLS_KEY: '/etc/ssl/portal.key' };
    const redirect = (conf: string) => /server \{\s+listen (\d+);\s+return 301 (\S+);\s+\}/.exec(conf)?.slice(1);
    expect(redirect(nginxConf([], serverSettingsFrom({ ...tls, SERVER_PORT: '443', SERVER_HTTP_PORT: '80' })))).toEqual(
      ['80', 'https://$host$request_uri'],
    );
    expect(
      redirect(nginxConf([], serverSettingsFrom({ ...tls, SERVER_PORT: '8443', SERVER_HTTP_PORT: '8080' }))),
    ).toEqual(['8080', 'https://$host:8443$request_uri']);
    // The redirect's server block comes after the site's, inside http {}: the site's stays the default server.
    const conf = nginxConf([], serverSettingsFrom({ ...tls, SERVER_PORT: '443', SERVER_HTTP_PORT: '80' }));
    expect(conf.indexOf('listen 443 ssl http2;')).toBeLessThan(conf.indexOf('listen 80;'));
    expect(conf.trimEnd().endsWith('}\n}')).toBe(true);
    expect(redirect(nginxConf([], serverSettingsFrom({ ...tls })))).toBeUndefined();

    expect(() => serverSettingsFrom({ SERVER_HTTP_PORT: '80' })).toThrow(/needs SERVER_TLS_/);
    expect(() => serverSettingsFrom({ ...tls, SERVER_PORT: '8443', SERVER_HTTP_PORT: '8443' })).toThrow(/both 8443/);
    expect(() => serverSettingsFrom({ ...tls, SERVER_HTTP_PORT: 'eighty' })).toThrow(
      /SERVER_HTTP_PORT=eighty is no port/,
    );
  });

  it('refuses a target another reader may take differently (400), before any location', () => {
    const conf = nginxConf([], serverSettingsFrom({}));
    const map = /map \$request_uri \$non_canonical_target \{\s+default 0;\s+"~(.+)" 1;/.exec(conf);
    // nginx reads \x5c as the backslash; JavaScript's RegExp too.
    const refused = new RegExp(map![1]);
    const tricks = ['/api/..\\__mock/db', '/api/x\\..\\..\\__mock/db', '/api/.%2e\\__mock/db', '/api/%2e%2e/__mock/db'];
    const encoded = ['/api/wallet%2fslip', '/api/wallet%2Fslip', '/api/wallet%5cslip', '/api/wallet%5Cslip'];
    for (const target of [...encoded, '/api/%2e/x', '/api/%2E/x', '/api/%2E%2E%2F__mock', '/api/../x', '/api/./x'])
      expect(refused.test(target), target).toBe(true);
    for (const target of [...tricks, '/socket.io/%5c', '/api/x/..']) expect(refused.test(target), target).toBe(true);
    for (const target of [
      '/api/wallet',
      '/api/statement?next=%2Fuser%2E..',
      '/assets/app-1.js',
      '/user/home',
      '/a.b/c',
    ])
      expect(refused.test(target), target).toBe(false);
    expect(conf).toMatch(/server \{[^]*?if \(\$non_canonical_target\) \{\s+return 400;\s+\}[^]*?location/);
  });

  it('lets each upload through at its own size (the spec’s and the contract’s figures) and every other body at 1 MB', () => {
    const conf = nginxConf([], serverSettingsFrom({}));
    expect(conf).toMatch(/^ {2}client_max_body_size 1024k;$/m);
    expect(UPLOAD_BODY_LIMITS.map((u) => u.path)).toEqual([
      '/api/wallet/slip',
      '/api/chat/upload-image',
      '/api/chat/upload-video',
    ]);
    // A file of 10 MB = 10,485,760 bytes (slip: docs/backend-contract.md; chat image: spec) or 20 MB = 20,971,520
    // bytes (chat video: spec), plus 64 KB = 65,536 bytes of multipart, in nginx's whole kilobytes.
    const expected = {
      '/api/wallet/slip': { bytes: 10_551_296, nginx: '10304k' },
      '/api/chat/upload-image': { bytes: 10_551_296, nginx: '10304k' },
      '/api/chat/upload-video': { bytes: 21_037_056, nginx: '20544k' },
    };
    for (const { path, bytes } of UPLOAD_BODY_LIMITS) {
      const want = expected[path as keyof typeof expected];
      expect(bytes, path).toBe(want.bytes);
      const body = new RegExp(`location = ${path.replaceAll('.', '\\.')} \\{([^}]*)\\}`).exec(conf)![1];
      expect(body, path).toContain(`client_max_body_size ${want.nginx};`);
      expect(body, path).toContain(`proxy_pass http://member_portal_backend${path};`);
      expect(body, path).toContain('proxy_read_timeout 315s;');
    }
  });

  it('waits longer than the client before a 504, and passes the peer as X-Forwarded-For, never what a client sent', () => {
    const proxied = (conf: string, match: string) => {
      const start = conf.indexOf(`location ${match} {`);
      return conf.slice(start, conf.indexOf('\n    }', start));
    };
    const spec = nginxConf([], serverSettingsFrom({}));
    expect(proxied(spec, '^~ /api/')).toContain('proxy_read_timeout 75s;');
    expect(proxied(spec, '^~ /socket.io/')).toContain('proxy_read_timeout 1h;');
    const short = nginxConf([], serverSettingsFrom({ VITE_REQUEST_TIMEOUT_MS: '4000' }));
    expect(proxied(short, '^~ /api/')).toContain('proxy_read_timeout 19s;');
    for (const match of ['^~ /api/', '= /api/wallet/slip', '^~ /socket.io/']) {
      expect(proxied(spec, match), match).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
      expect(proxied(spec, match), match).toContain('proxy_set_header X-Real-IP $remote_addr;');
      expect(proxied(spec, match), match).toContain('proxy_set_header X-Forwarded-Host $host;');
      expect(proxied(spec, match), match).toContain('proxy_set_header Forwarded "";');
    }
    expect(spec).not.toContain('$proxy_add_x_forwarded_for');
  });

  it('marks every proxied answer no-store, dropping what the backend said about caching', () => {
    const conf = nginxConf([], serverSettingsFrom({}));
    for (const match of [
      '^~ /api/',
      '= /api/wallet/slip',
      '= /api/chat/upload-image',
      '= /api/chat/upload-video',
      '^~ /socket.io/',
    ]) {
      const start = conf.indexOf(`location ${match} {`);
      const body = conf.slice(start, conf.indexOf('\n    }', start));
      expect(body, match).toContain('add_header Cache-Control "no-store" always;');
      expect(body, match).not.toContain('$cache_control');
      for (const header of ['Cache-Control', 'Expires', 'Pragma'])
        expect(body, match).toContain(`proxy_hide_header ${header};`);
    }
  });

  it('refuses any path naming the QA routes (__mock, any case, encoded) with 404 before it is proxied', () => {
    const conf = nginxConf([], serverSettingsFrom({}));
    const pattern = /map \$uri \$qa_route \{\s+default 0;\s+"~\*(.+)" 1;/.exec(conf)![1];
    // nginx matches the decoded $uri: %5f%5f arrives as __, and %255f%255f as %5f%5f.
    const named = new RegExp(pattern, 'i');
    for (const uri of ['/api/x/__mock/reports', '/api/x/__MOCK/Reports', '/api/__mock/db', '/socket.io/__mock/db'])
      expect(named.test(uri), uri).toBe(true);
    for (const uri of ['/api/%5f%5fmock/reports', '/api/%5F%5Fmock/db', '/api/_%5fm%6Fck/db', '/api/__m%6fck/db'])
      expect(named.test(uri), uri).toBe(true);
    for (const uri of ['/api/wallet', '/api/chat/mock', '/api/_mock', '/api/autoLogin/pg/u_1/p_2'])
      expect(named.test(uri), uri).toBe(false);
    expect(conf).toMatch(/server \{[^]*?if \(\$qa_route\) \{\s+return 404;\s+\}[^]*?location/);
  });

  it('keeps an access log without queries, headers or the autoLogin password', () => {
    const conf = nginxConf([], serverSettingsFrom({}));
    expect(conf).toContain('access_log access.log member_portal;');
    expect(conf).not.toContain('access_log off;');
    expect(conf).toContain(`log_format member_portal '${ACCESS_LOG_FORMAT}';`);
    const variables = ACCESS_LOG_FORMAT.match(/\$\w+/g);
    expect(variables).toEqual([
      '$remote_addr',
      '$time_iso8601',
      '$request_method',
      '$log_path',
      '$status',
      '$body_bytes_sent',
      '$request_time',
    ]);
    const path = /map \$request_uri \$request_path \{\s+default "-";\s+"~(.+)" \$path;/.exec(conf)![1];
    expect(new RegExp(path).exec('/api/wallet?token=abc')?.groups?.path).toBe('/api/wallet');
    const password = /map \$uri \$log_path \{\s+default \$request_path;\s+"~\*(.+)" \$kept\/-;/.exec(conf)![1];
    const logged = (uri: string) => {
      const kept = new RegExp(password, 'i').exec(uri)?.groups?.kept;
      return kept === undefined ? uri : `${kept}/-`;
    };
    expect(logged('/api/autoLogin/pg/pg345678/Gp5678x')).toBe('/api/autoLogin/pg/pg345678/-');
    expect(logged('/api/autologin/joker/user/secret/more')).toBe('/api/autologin/joker/user/-');
    expect(logged('/api/autoLogin/pg/pg345678')).toBe('/api/autoLogin/pg/pg345678');
    expect(logged('/api/wallet')).toBe('/api/wallet');
  });

  it('serves neither the build manifest nor the header files', () => {
    const conf = nginxConf([], serverSettingsFrom({}));
    for (const match of ['^~ /.vite/', '= /_headers', '= /nginx.conf'])
      expect(conf).toContain(`    location ${match} {\n      return 404;\n    }`);
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
