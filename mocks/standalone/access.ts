import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { bearer, REPLAYED_HEADER, REQUEST_HEADERS } from '@/contract/endpoint';

/**
 * Who may talk to the standalone mock server. Every request: only under a host name of this server (its
 * Host header: localhost, 127.0.0.1 or [::1] on any port, plus MOCK_ALLOWED_HOSTS), so a page whose own
 * name was rebound to this machine's address (DNS rebinding) is refused. Browser pages: only from an allowed
 * origin (localhost and 127.0.0.1 on any port, plus MOCK_CORS_ORIGINS); a request that carries any other
 * Origin is refused before it runs, so a page elsewhere can neither read answers nor post changes. QA
 * endpoints: loopback clients that came through no proxy, or, with MOCK_QA_TOKEN set, whoever sends
 * `Authorization: Bearer <token>`. Every request target must be canonical (canonicalTarget).
 */
const LOCAL_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/;
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/** MOCK_CORS_ORIGINS: comma-separated origins (scheme://host[:port]) allowed on top of localhost. */
export function parseOrigins(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);
}

/** MOCK_ALLOWED_HOSTS: comma-separated host names (no port) this server answers under on top of the loopback ones. */
export function parseHosts(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
}

/** Whether the Host header names this server: a loopback name or one of `extra`, with any port (or none). */
export function hostAllowed(host: string | undefined, extra: readonly string[]): boolean {
  const name = host?.toLowerCase().replace(/:\d{1,5}$/, '');
  return name !== undefined && (LOOPBACK_HOSTS.includes(name) || extra.includes(name));
}

/** True for no Origin (curl, node, a same-origin GET) and for an allowed one; false for any other, "null" included. */
export function originAllowed(origin: string | undefined, extra: readonly string[]): boolean {
  if (origin === undefined) return true;
  return LOCAL_ORIGIN.test(origin) || extra.includes(origin);
}

export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
}

/**
 * A request target that every reader takes the same way: a path from the root (and a query) with no backslash,
 * no encoded dot, slash or backslash, no dot segment, no leading "//", which `new URL` would not rewrite. A proxy
 * in front routes by its own reading of the target (nginx took `/api/..\__mock/db` for an /api call; `new URL`
 * made it /__mock/db), so any other target is refused before a route runs.
 */
export function canonicalTarget(target: string | undefined): boolean {
  if (!target?.startsWith('/') || target.startsWith('//')) return false;
  const path = target.split('?', 1)[0];
  if (/\\|%2e|%2f|%5c/i.test(path) || /(^|\/)\.{1,2}(\/|$)/.test(path)) return false;
  return new URL(target, 'http://mock.local').pathname === path;
}

/** A request a proxy passed on: its peer is the proxy, so its loopback address says nothing of the client. */
export const cameThroughProxy = (req: IncomingMessage): boolean =>
  req.headers.forwarded !== undefined || req.headers['x-forwarded-for'] !== undefined;

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * null when the QA request may run, else the status to refuse it with: 401 wrong or missing token, 403 not a
 * loopback client (a proxied request never is one: behind a proxy the QA routes need MOCK_QA_TOKEN).
 */
export function qaRefusal(req: IncomingMessage, qaToken: string | undefined): 401 | 403 | null {
  if (qaToken) return sameSecret(req.headers.authorization ?? '', bearer(qaToken)) ? null : 401;
  return isLoopback(req.socket.remoteAddress) && !cameThroughProxy(req) ? null : 403;
}

/**
 * The methods this server answers; any other (TRACE, PATCH, PROPFIND...) gets 405 before a route runs (TRACE
 * would echo the request, its headers included, and fetch's Request refuses it).
 */
export const SERVED_METHODS: readonly string[] = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'];

/** The headers the app's client sends, named where the client takes them from. */
export const ALLOWED_HEADERS = Object.values(REQUEST_HEADERS).join(',');

/** CORS headers for an allowed browser origin; nothing for others (the browser then keeps the answer from the page). */
export function corsHeaders(origin: string | undefined, extra: readonly string[]): Record<string, string> {
  const headers: Record<string, string> = { Vary: 'Origin' };
  if (!origin || !originAllowed(origin, extra)) return headers;
  return {
    ...headers,
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Methods': 'GET,POST,PUT,DELETE,OPTIONS',
    'Access-Control-Allow-Headers': ALLOWED_HEADERS,
    // The app reads it on a money call's answer: a page on another origin sees only the headers exposed to it.
    'Access-Control-Expose-Headers': REPLAYED_HEADER,
    'Access-Control-Max-Age': '600',
  };
}
