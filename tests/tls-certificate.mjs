// A self-signed certificate for 127.0.0.1, made by openssl, for nginx serving a members' build over TLS with
// HTTP/2 (SERVER_TLS_CERT and SERVER_TLS_KEY); shared by the e2e suite (tests/e2e/nginx.ts) and Lighthouse
// (tests/perf/lighthouse-servers.mjs).
import { spawnSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import path from 'node:path';

/** Writes cert.pem and key.pem (EC P-256, valid `days`) into `dir`; returns their paths. */
export function makeCertificate(dir, days) {
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  const made = spawnSync('openssl', [
    ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'],
    ...['-days', String(days), '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'],
    ...['-keyout', key, '-out', cert],
  ]);
  if (made.status !== 0) throw new Error(`openssl could not make a certificate:\n${made.stderr.toString()}`);
  return { cert, key };
}

/** The base64 SHA-256 of a certificate's public key: what Chromium's --ignore-certificate-errors-spki-list takes. */
export function spkiHash(pem) {
  const spki = new X509Certificate(pem).publicKey.export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(spki).digest('base64');
}
