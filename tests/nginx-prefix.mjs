// A prefix for Debian's nginx serving a members' build through the nginx.conf the build wrote
// (vite-plugins/server-config.ts), as the deployment notes run it: the folder as <prefix>/site,
// `nginx -p <prefix> -c nginx.conf`. Shared by the e2e suite (tests/e2e/nginx.ts) and Lighthouse
// (tests/perf/lighthouse-servers.mjs).
import { mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Writes a fresh prefix for `site` with the build's configuration (read from `confDir`, the site's own folder by
 * default): only its listen line is rewritten by `listen` (the build bakes its SERVER_PORT in), its backend becomes
 * `backendHost` and `extraServers` (more server blocks) is added. Returns the prefix and nginx's arguments.
 */
export function nginxPrefix({ tag, site, confDir = site, listen, backendHost, extraServers = '' }) {
  const prefix = mkdtempSync(path.join(tmpdir(), `${tag}-nginx-`));
  symlinkSync(path.resolve(site), path.join(prefix, 'site'));
  const conf = readFileSync(path.join(confDir, 'nginx.conf'), 'utf8')
    .replace(/^(\s*)(listen \d+[^;\n]*;)$/m, (_, indent, line) => indent + listen(line))
    .replace(/(upstream member_portal_backend \{\s*server )[^;]+;/, `$1${backendHost};`)
    .replace(/\}\s*$/, `${extraServers}}\n`);
  writeFileSync(path.join(prefix, 'nginx.conf'), conf);
  // Debian's workers run as nobody, who may not read a checkout under /root or /work: as root, as root.
  const globals = `daemon off;${process.getuid?.() === 0 ? ' user root;' : ''}`;
  return { prefix, args: ['-p', `${prefix}/`, '-c', 'nginx.conf', '-g', globals] };
}
