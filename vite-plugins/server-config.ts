/**
 * The web-server configuration of a members' build (mocks off), written into its output folder at the very end
 * of the build: `nginx.conf` (Debian's nginx) and `_headers` (static CDN hosts), both from the one list of
 * response headers below, with the Content-Security-Policy csp.ts computes for the final index.html (plus
 * `frame-ancestors 'none'`, which its <meta> cannot carry); and .gz / .br copies of the text files.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';
import { UPLOAD_BODY_LIMITS } from '../src/contract';
import { API_CACHE_CONTROL } from '../src/contract/endpoint';
import { requestTimeoutFrom, UPLOAD_TIMEOUT_MS } from '../src/config/timeouts';
import { REQUEST_BODY_LIMIT_BYTES } from '../src/rules/uploads';
import { contentSecurityPolicy, membersCspSettings } from './csp';
import { outDirOf } from './out-dir';
import type { BuildSettings } from './settings';

export interface ServerSettings {
  /** SERVER_PORT: the port nginx listens on. */
  port: number;
  /** SERVER_BACKEND_URL: where /api and /socket.io go. */
  backend: URL;
  /** SERVER_HSTS=true: send Strict-Transport-Security (only for a site served over https). */
  hsts: boolean;
  /** The build's request timeout (VITE_REQUEST_TIMEOUT_MS, else 60 s): the proxy waits longer than the app. */
  requestTimeoutMs: number;
  /**
   * SERVER_TLS_CERT and SERVER_TLS_KEY (file paths, both or neither): nginx itself speaks TLS on SERVER_PORT,
   * with HTTP/2. Without them it speaks plain HTTP/1.1 and a TLS proxy in front serves the members.
   */
  tls: { cert: string; key: string } | null;
  /** SERVER_HTTP_PORT (with TLS only): a plain-HTTP port whose every request is sent to the https site. */
  httpRedirectPort: number | null;
}

function portOf(name: string, value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`${name}=${value} is no port`);
  return port;
}

export function serverSettingsFrom(env: Record<string, string | undefined>): ServerSettings {
  const port = portOf('SERVER_PORT', env.SERVER_PORT || '8080');
  const backend = new URL(env.SERVER_BACKEND_URL || 'http://127.0.0.1:8787');
  if (!/^https?:$/.test(backend.protocol)) throw new Error(`SERVER_BACKEND_URL=${backend.href} is not http(s)`);
  const cert = env.SERVER_TLS_CERT?.trim() || '';
  const key = env.SERVER_TLS_KEY?.trim() || '';
  if (Boolean(cert) !== Boolean(key))
    throw new Error('SERVER_TLS_CERT and SERVER_TLS_KEY go together: set both or neither');
  for (const file of [cert, key])
    if (/[\s;{}"'$]/.test(file)) throw new Error(`SERVER_TLS_* = ${file}: a path without spaces, quotes, ; { } or $`);
  const tls = cert ? { cert, key } : null;
  const httpPort = env.SERVER_HTTP_PORT?.trim();
  const httpRedirectPort = httpPort ? portOf('SERVER_HTTP_PORT', httpPort) : null;
  if (httpRedirectPort !== null && !tls) throw new Error('SERVER_HTTP_PORT redirects to https: it needs SERVER_TLS_*');
  if (httpRedirectPort === port) throw new Error(`SERVER_HTTP_PORT and SERVER_PORT are both ${port}`);
  const hsts = env.SERVER_HSTS === 'true';
  return { port, backend, hsts, requestTimeoutMs: requestTimeoutFrom(env), tls, httpRedirectPort };
}

/**
 * The server's listen lines. Over TLS with HTTP/2: a member page asks for its scripts at once, and HTTP/1.1 gives
 * them six connections, each with its own handshake and slow start (docs/first-load.md). `listen ... http2` is
 * Debian bookworm's nginx (1.22); later versions take it too, with a warning naming `http2 on`.
 */
export function listenLines({ port, tls }: Pick<ServerSettings, 'port' | 'tls'>): string[] {
  if (!tls) return [`listen ${port};`];
  return [
    `listen ${port} ssl http2;`,
    `ssl_certificate ${tls.cert};`,
    `ssl_certificate_key ${tls.key};`,
    'ssl_protocols TLSv1.2 TLSv1.3;',
    // A member's next connection resumes the session: less work on both ends, and over TLS 1.2 a round trip less.
    'ssl_session_cache shared:member_portal_tls:10m;',
    'ssl_session_timeout 1d;',
  ];
}

/**
 * The plain-HTTP server of a TLS site (SERVER_HTTP_PORT): a member who types the address without https is sent
 * to it, same host, path and query (301; HSTS, when on, keeps the browser on https from then on). '' without one.
 */
export function redirectServer({
  port,
  tls,
  httpRedirectPort,
}: Pick<ServerSettings, 'port' | 'tls' | 'httpRedirectPort'>): string {
  if (!tls || httpRedirectPort === null) return '';
  return [
    '  server {',
    `    listen ${httpRedirectPort};`,
    `    return 301 https://$host${port === 443 ? '' : `:${port}`}$request_uri;`,
    '  }',
    '',
  ].join('\n');
}

export type Header = [name: string, value: string];

/** The headers of every page and file of the site. */
export function securityHeaders(policy: string, { hsts }: Pick<ServerSettings, 'hsts'>): Header[] {
  return [
    ['Content-Security-Policy', policy],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'],
    ['X-Frame-Options', 'DENY'],
    ...(hsts ? ([['Strict-Transport-Security', 'max-age=31536000; includeSubDomains']] as Header[]) : []),
  ];
}

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Cache-Control per path: the page and the worker are checked on every visit, the hashed files never change. */
export const CACHE_RULES = [
  { path: '/index.html', value: NO_CACHE },
  { path: '/sw.js', value: NO_CACHE },
  { path: '/assets/*', value: IMMUTABLE },
] as const;

/** The text files the build writes .gz and .br copies of, with their types (a .br copy is typed by its location). */
export const TEXT_TYPES = {
  js: 'application/javascript',
  css: 'text/css',
  html: 'text/html',
  svg: 'image/svg+xml',
  json: 'application/json',
  webmanifest: 'application/manifest+json',
} as const;

/** The `_headers` file of Netlify, Cloudflare Pages and the like. */
export function headersFile(headers: Header[]): string {
  const block = (path: string, lines: Header[]) =>
    [path, ...lines.map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  return `${[
    block('/*', headers),
    ...CACHE_RULES.map((rule) => block(rule.path, [['Cache-Control', rule.value]])),
  ].join('\n')}\n`;
}

/**
 * A request target whose path another reader may take differently from nginx: a backslash (a separator to some
 * servers), an encoded dot, slash or backslash, a dot segment. nginx answers it 400 itself (the security re-test
 * reached the mock's QA routes with /api/..\__mock/db); the standalone mock server refuses the same.
 */
// \x5c is the backslash: nginx's parser would take "\\" for an escaped one.
export const NON_CANONICAL_TARGET = String.raw`^[^?]*(\x5c|%2[eEfF]|%5[cC]|/\.\.?(/|\?|$))`;

/**
 * A path that names the mock's QA routes (`__mock`), in any case, its underscores or letters percent-encoded once
 * more (nginx matches its decoded $uri, so a single encoding is already undone): refused (404) before anything is
 * proxied, so no backend's QA or report route is reached through the site, whatever prefix it hides behind.
 */
export const QA_ROUTE = '(_|%5f)(_|%5f)(m|%6d)(o|%6f)(c|%63)(k|%6b)';

/**
 * What the access log keeps of a request's path: never its query (tokens, codes) and never the game password
 * that `GET /api/autoLogin/{game}/{username}/{password}` carries as its last segment (matched on the decoded,
 * merged $uri, so `//` or an encoded letter does not slip past; written as `-`).
 */
export const AUTO_LOGIN_PASSWORD = '^(?<kept>/api/autologin/[^/]+/[^/]+)/';

/** One line per request: who (the peer), when, the method and the path as above, status, size and time. */
export const ACCESS_LOG_FORMAT =
  '$remote_addr [$time_iso8601] "$request_method $log_path" $status $body_bytes_sent $request_time';

/** Accept-Encoding that takes br, unless it gives br a q of 0 ("br;q=0" declines it). */
export const ACCEPTS_BR = String.raw`(^|[\s,])br(?!\s*;\s*q=0(\.0{0,3})?\s*(,|$))($|[\s,;])`;

/** How much longer the proxy waits than the client: the member meets the app's timeout, never a 504 racing it. */
export const PROXY_MARGIN_S = 15;

const proxySeconds = (clientMs: number) => `${Math.ceil(clientMs / 1000) + PROXY_MARGIN_S}s`;

/** nginx's size syntax, in whole kilobytes rounded up. */
const nginxSize = (bytes: number) => `${Math.ceil(bytes / 1024)}k`;

/** A cache rule's path as a regular expression over nginx's $uri (which names the .br copy when one is sent). */
const uriPattern = (rulePath: string) => {
  const escaped = rulePath.replaceAll('.', '\\.');
  return escaped.endsWith('*') ? `~^${escaped.slice(0, -1)}` : `~^${escaped}(\\.br)?$`;
};

/** Files of the build no browser needs: the build's manifest (it names source files) and the header files. */
export const NOT_SERVED = ['^~ /.vite/', '= /_headers', '= /nginx.conf'] as const;

/**
 * /api and /socket.io to the backend. proxy_pass names a path, so nginx sends the path it normalised itself
 * (re-encoded), never the client's raw target; X-Forwarded-For, X-Real-IP and X-Forwarded-Host are what nginx
 * saw (the peer, the host), never what a client claims. The backend's caching headers are dropped: every
 * answer is no-store (API_CACHE_CONTROL), set by the location.
 */
function proxyLines({ backend }: ServerSettings, path: string, readTimeout: string) {
  return [
    `proxy_pass ${backend.protocol}//member_portal_backend${path};`,
    'proxy_http_version 1.1;',
    'proxy_set_header Host $host;',
    'proxy_set_header Forwarded "";',
    'proxy_set_header X-Forwarded-For $remote_addr;',
    'proxy_set_header X-Real-IP $remote_addr;',
    'proxy_set_header X-Forwarded-Host $host;',
    'proxy_set_header X-Forwarded-Proto $scheme;',
    'proxy_hide_header Cache-Control;',
    'proxy_hide_header Expires;',
    'proxy_hide_header Pragma;',
    `proxy_read_timeout ${readTimeout};`,
    ...(backend.protocol === 'https:' ? ['proxy_ssl_server_name on;'] : []),
  ];
}

/**
 * A full nginx configuration for Debian's nginx: `nginx -p <prefix> -c site/nginx.conf` with this folder copied
 * to <prefix>/site (nginx keeps its pid and temp files in <prefix>, outside the served folder).
 * add_header is inherited only by a location with none of its own: every location repeats the whole list, and
 * the server's own list covers nginx's own answers (400 for a bad request, 414, the files not served).
 */
export function nginxConf(headers: Header[], settings: ServerSettings): string {
  const { backend } = settings;
  const upstream = `${backend.hostname}:${backend.port || (backend.protocol === 'https:' ? 443 : 80)}`;
  const headerLines = (list: Header[], indent: string) =>
    list.map(([name, value]) => `${indent}add_header ${name} "${value}" always;`);
  const location = (match: string, body: string[], extra: Header[] = []) =>
    [
      `    location ${match} {`,
      ...headerLines([...headers, ...extra], '      '),
      // Only on a success: a missing chunk's 404 must not be kept for a year. An empty value sends no header.
      '      add_header Cache-Control "$cache_control";',
      ...body.map((line) => `      ${line}`),
      '    }',
    ].join('\n');
  // A member's answers and the chat's polls: never kept, whatever the backend or an error page says.
  const proxied = (match: string, body: string[]) =>
    location(match, body, [['Cache-Control', API_CACHE_CONTROL]]).replace(
      '      add_header Cache-Control "$cache_control";\n',
      '',
    );
  const text = Object.entries(TEXT_TYPES).map(([ext, type]) =>
    location(
      `~ \\.${ext}$`,
      ['types {}', `default_type ${type};`, 'try_files $uri$br_suffix $uri =404;'],
      [
        ['Vary', 'Accept-Encoding'],
        ['Content-Encoding', '$br_encoding'],
      ],
    ),
  );
  // Each upload takes the body its file may need (src/rules/uploads.ts), and the upload's longer timeout.
  const uploads = UPLOAD_BODY_LIMITS.map(({ path, bytes }) =>
    proxied(`= ${path}`, [
      `client_max_body_size ${nginxSize(bytes)};`,
      ...proxyLines(settings, path, proxySeconds(UPLOAD_TIMEOUT_MS)),
    ]),
  );
  const api = proxyLines(settings, '/api/', proxySeconds(settings.requestTimeoutMs));
  const socket = [
    ...proxyLines(settings, '/socket.io/', '1h'),
    'proxy_set_header Upgrade $http_upgrade;',
    'proxy_set_header Connection $connection_upgrade;',
  ];
  return `# Written by the build (vite-plugins/server-config.ts); change the build settings, not this file.
# Run: copy this folder to <prefix>/site, then: nginx -p <prefix>/ -c site/nginx.conf
worker_processes auto;
pid nginx.pid;
error_log error.log warn;

events {
  worker_connections 1024;
}

http {
  include /etc/nginx/mime.types;
  types {
    application/manifest+json webmanifest;
  }
  default_type application/octet-stream;
  sendfile on;
  server_tokens off;
  # No query, no header, no autoLogin password: see the log_path maps below.
  log_format member_portal '${ACCESS_LOG_FORMAT}';
  access_log access.log member_portal;
  client_body_temp_path client_body;
  proxy_temp_path proxy;
  fastcgi_temp_path fastcgi;
  uwsgi_temp_path uwsgi;
  scgi_temp_path scgi;
  # Every request body but an upload's (each upload's location sets its own).
  client_max_body_size ${nginxSize(REQUEST_BODY_LIMIT_BYTES)};

  # The build wrote a .gz and a .br beside every text file. gzip_static sends the .gz; Debian's nginx has no
  # brotli module, so a client that accepts br is sent the .br by name (try_files), typed by its location.
  gzip_static on;
  map $http_accept_encoding $br_suffix {
    default "";
    "~*${ACCEPTS_BR}" .br;
  }
  map $uri $br_encoding {
    default "";
    ~\\.br$ br;
  }
  map $uri $cache_control {
    default "";
${CACHE_RULES.map((rule) => `    ${uriPattern(rule.path)} "${rule.value}";`).join('\n')}
  }
  map $request_uri $non_canonical_target {
    default 0;
    "~${NON_CANONICAL_TARGET}" 1;
  }
  map $uri $qa_route {
    default 0;
    "~*${QA_ROUTE}" 1;
  }
  map $request_uri $request_path {
    default "-";
    "~^(?<path>[^?]*)" $path;
  }
  map $uri $log_path {
    default $request_path;
    "~*${AUTO_LOGIN_PASSWORD}" $kept/-;
  }

  map $http_upgrade $connection_upgrade {
    default upgrade;
    '' close;
  }

  upstream member_portal_backend {
    server ${upstream};
  }

  server {
${listenLines(settings)
  .map((line) => `    ${line}`)
  .join('\n')}
    root site;
${headerLines(headers, '    ').join('\n')}

    if ($non_canonical_target) {
      return 400;
    }
    if ($qa_route) {
      return 404;
    }

    # History-mode routes: a path that is no file is the app.
${location('/', ['try_files $uri /index.html;'])}

${location('/assets/', ['try_files $uri =404;'])}

${text.join('\n\n')}

${proxied('^~ /api/', api)}

${uploads.join('\n\n')}

${proxied('^~ /socket.io/', socket)}

${NOT_SERVED.map((match) => `    location ${match} {\n      return 404;\n    }`).join('\n\n')}
  }
${redirectServer(settings)}}
`;
}

const COMPRESSED = new RegExp(`\\.(${Object.keys(TEXT_TYPES).join('|')})$`);

/** Writes name.gz and name.br beside every text file under `dir`. */
export function precompress(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !COMPRESSED.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const text = readFileSync(file);
    writeFileSync(`${file}.gz`, gzipSync(text, { level: 9 }));
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_SIZE_HINT]: text.length } }),
    );
  }
}

/** The policy header for the built page: csp.ts's, from the final index.html, with frame-ancestors. */
export function headerPolicy(html: string, env: Record<string, string | undefined>): string {
  return contentSecurityPolicy(html, membersCspSettings(env), { header: true });
}

/** Mocks off only. Runs after every other plugin has written its files (the service worker's included). */
export function serverConfig({ env, mocksOff }: BuildSettings): Plugin[] {
  if (!mocksOff) return [];
  const server = serverSettingsFrom(env);
  let outDir = '';
  return [
    {
      name: 'server-config',
      apply: 'build',
      configResolved(resolved: ResolvedConfig) {
        outDir = outDirOf(resolved);
      },
      closeBundle: {
        sequential: true,
        order: 'post',
        handler() {
          const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
          const headers = securityHeaders(headerPolicy(html, env), server);
          precompress(outDir);
          writeFileSync(path.join(outDir, 'nginx.conf'), nginxConf(headers, server));
          writeFileSync(path.join(outDir, '_headers'), headersFile(headers));
        },
      },
    },
  ];
}
