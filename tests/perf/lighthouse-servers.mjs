// What the perf scripts share (tests/perf/lighthouse.mjs, modal-open.mjs): their options, the members' build, the
// standalone mocked backend, `vite preview` of a build and nginx serving one through its own nginx.conf.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { get as httpsGet } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { nginxPrefix } from '../nginx-prefix.mjs';
import { makeCertificate, spkiHash } from '../tls-certificate.mjs';

/** GET `url` (https trusting `ca`): true on a 2xx. */
function answers(url, ca) {
  if (!ca) return fetch(url).then((response) => response.ok);
  return new Promise((resolve, reject) => {
    httpsGet(url, { ca }, (response) => {
      response.resume();
      resolve(response.statusCode >= 200 && response.statusCode < 300);
    }).on('error', reject);
  });
}

/** Starts a server process in its own group and waits (up to `tries` x 250 ms) until `url` answers 2xx. */
async function startServer({ what, command, args, cwd, env, url, tries, ca }) {
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  for (let i = 0; i < tries; i += 1) {
    if (child.exitCode !== null) throw new Error(`${what} exited:\n${output}`);
    try {
      if (await answers(url, ca)) return child;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`${what} did not answer on ${url}:\n${output}`);
}

/**
 * The perf runs' certificate for 127.0.0.1 (made once by openssl, kept in the temp folder: a members' build
 * names its path in nginx.conf) and the SPKI hash Chromium is told to trust
 * (--ignore-certificate-errors-spki-list).
 */
export function perfCertificate() {
  const dir = path.join(tmpdir(), 'member-portal-perf-tls');
  const files = { cert: path.join(dir, 'cert.pem'), key: path.join(dir, 'key.pem') };
  if (!existsSync(files.cert) || !existsSync(files.key)) {
    mkdirSync(dir, { recursive: true });
    makeCertificate(dir, 3650);
  }
  const pem = readFileSync(files.cert);
  return { ...files, pem, spki: spkiHash(pem) };
}

/**
 * Debian's nginx serving `site` through the nginx.conf a members' build wrote in `confDir` (the floor is served
 * by the portal's own configuration), as the deployment notes run it; only its port and backend are set here.
 * Over TLS (the build was given SERVER_TLS_CERT and SERVER_TLS_KEY) `ca` is the certificate to trust.
 */
export async function startNginx({ confDir, site, port, backend, ca }) {
  const conf = readFileSync(path.join(confDir, 'nginx.conf'), 'utf8');
  if (Boolean(ca) !== / ssl http2;/.test(conf))
    throw new Error(`${confDir}/nginx.conf is ${ca ? 'not ' : ''}served over TLS: build it with this --serve`);
  const { prefix, args } = nginxPrefix({
    tag: 'perf',
    site,
    confDir,
    listen: (line) => line.replace(/^listen \d+/, `listen 127.0.0.1:${port}`),
    backendHost: new URL(backend).host,
  });
  const child = await startServer({
    what: `nginx for ${site}`,
    command: 'nginx',
    args,
    cwd: prefix,
    env: process.env,
    url: `${ca ? 'https' : 'http'}://127.0.0.1:${port}/login`,
    tries: 40,
    ca,
  });
  // Its prefix (the configuration, logs and temp files) goes once it has stopped.
  child.once('exit', () => rmSync(prefix, { recursive: true, force: true }));
  return child;
}

/** The standalone mocked backend (npm run mock:server) with the answer latency set. */
export async function startMockServer({ root, apiPort, api, mockLatency }) {
  const child = await startServer({
    what: 'the mock server',
    command: process.execPath,
    args: [path.join(root, 'node_modules', 'vite-node', 'dist', 'cli.mjs'), 'mocks/server.ts'],
    cwd: root,
    env: { ...process.env, MOCK_PORT: String(apiPort), MOCK_HOST: '127.0.0.1' },
    url: `${api}/api/lookup/active`,
    tries: 240,
  });
  const scenario = await fetch(`${api}/__mock/scenario`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ latencyMs: mockLatency }),
  });
  if (!scenario.ok) throw new Error(`setting the mock latency answered ${scenario.status}`);
  return child;
}

/** `vite preview` of a build; with `proxy`, /api and /socket.io go on to that backend (same origin). */
export function startPreview({ root, dist, port, origin, proxy }) {
  return startServer({
    what: 'vite preview',
    command: 'npx',
    args: ['vite', 'preview', '--outDir', dist, '--port', String(port), '--strictPort', '--host', '127.0.0.1'],
    cwd: root,
    env: { ...process.env, ...(proxy ? { PREVIEW_API_PROXY: proxy } : {}) },
    url: `${origin}/login`,
    tries: 120,
  });
}

/** `--name value` of the command line, or the fallback. */
export const optionOf = (argv) => (name, fallback) => {
  const index = argv.indexOf(`--${name}`);
  return index >= 0 ? argv[index + 1] : fallback;
};

/**
 * The production build members get (mocks off) into `dist`, calling its API at `apiBase` ('' = same origin);
 * `server` adds build settings of its nginx.conf (SERVER_*).
 */
export function buildMembers({ root, dist, apiBase, socketUrl, server = {} }) {
  const result = spawnSync('npx', ['vite', 'build', '--outDir', dist, '--emptyOutDir'], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      ...server,
      VITE_API_MOCKS: 'false',
      VITE_API_BASE_URL: apiBase,
      VITE_CHAT_SOCKET_URL: socketUrl,
    },
  });
  if (result.status !== 0) throw new Error('vite build failed');
}
