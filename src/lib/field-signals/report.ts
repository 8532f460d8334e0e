import type { ApiError, ContractError } from '../api-error';
import { ERROR_NAMES, HTTP_STATUS_CODE, MAX_FRAMES, METHODS, MONEY_CODES, SCRIPT_PATH } from './report-forms';
import type { Report } from './report-shape';

export interface ReportContext {
  /** The route's path pattern (/user/statement), never the address with its query. */
  route: string;
  version: string;
}

/** Queries and fragments of addresses and paths (tokens and phone numbers travel there) are cut off. */
export function withoutQueries(text: string): string {
  return text.replace(/(\b[a-z][\w+.-]*:\/\/[^\s?#)]*|\/[^\s?#)]*)[?#][^\s)]*/gi, '$1');
}

/** A field path keeps names (no digits: a token has some) and indexes; anything else (data) becomes "*". */
function safeFieldPath(field: string): string {
  return field
    .split('.')
    .slice(0, 20)
    .map((segment, index) =>
      /^([A-Za-z_$]{1,40}|\d{1,4})$/.test(segment) || (index === 0 && segment === '(answer)') ? segment : '*',
    )
    .join('.');
}

/** An endpoint's path keeps its words and {parameters}; a filled-in segment (an id, a phone) becomes "*". */
function safeEndpointPath(path: string): string {
  const segments = withoutQueries(path).split('/').slice(1, 13);
  const safe = segments.map((segment) =>
    /^([A-Za-z]{1,40}(-[A-Za-z]{1,40})*|\{[A-Za-z]{1,40}\})$/.test(segment) ? segment : '*',
  );
  return `/${safe.join('/')}`;
}

function safeEndpoint(endpoint: string): { method: (typeof METHODS)[number]; path: string } | null {
  const [method = '', path = ''] = endpoint.split(' ');
  const known = METHODS.find((name) => name === method);
  return known && path.startsWith('/') ? { method: known, path: safeEndpointPath(path) } : null;
}

/**
 * A code of the catalogue or the app's own (INVALID_USER_1, TIMEOUT, HTTP_500). Whatever else a server put in its
 * message (a sentence, a name, a code built from the member's data) is UNKNOWN.
 */
const safeCode = (code: string) => (MONEY_CODES.includes(code) || HTTP_STATUS_CODE.test(code) ? code : 'UNKNOWN');

export function contractReport(error: ContractError, context: ReportContext): Report | null {
  const endpoint = safeEndpoint(error.endpoint);
  if (!endpoint) return null;
  return { type: 'contract', ...endpoint, field: safeFieldPath(error.field), ...context };
}

export function moneyReport(name: string, error: ApiError, context: ReportContext): Report | null {
  const endpoint = safeEndpoint(name);
  if (!endpoint) return null;
  return { type: 'money', endpoint: `${endpoint.method} ${endpoint.path}`, code: safeCode(error.code), ...context };
}

interface Frame {
  file: string;
  line: number;
  column: number;
}

/** The address at a stack line's end: Chrome's "at fn (url:1:2)" and "at url:1:2", Firefox's and Safari's "fn@url:1:2". */
const LOCATION = /(?:^|[\s(@])([a-z][\w+.-]*:\/\/[^\s()]+?):(\d{1,7}):(\d{1,7})\)?\s*$/i;

/** The path of one of the app's own scripts (same origin); anything else (another site, eval, data) is null. */
function ownScript(address: string): string | null {
  try {
    const url = new URL(address);
    return url.origin === globalThis.location.origin && SCRIPT_PATH.test(url.pathname) ? url.pathname : null;
  } catch {
    return null;
  }
}

/** File, line and column of the app's own frames. V8's stack starts with the message (any number of lines): skipped. */
function framesOf(error: Error): Frame[] {
  let stack = typeof error.stack === 'string' ? error.stack : '';
  const end = error.message ? stack.indexOf(error.message) : -1;
  if (end !== -1) stack = stack.slice(end + error.message.length);
  const frames: Frame[] = [];
  for (const text of stack.split('\n')) {
    const found = LOCATION.exec(text);
    const file = found?.[1] ? ownScript(found[1]) : null;
    if (found && file) frames.push({ file, line: Number(found[2]), column: Number(found[3]) });
    if (frames.length === MAX_FRAMES) break;
  }
  return frames;
}

/** A listed kind of error (report-forms.ts), never a name its thrower made up. */
function errorName(error: Error): (typeof ERROR_NAMES)[number] {
  return ERROR_NAMES.find((name) => name === error.name) ?? 'UNLISTED_ERROR';
}

/**
 * The error's kind and where it was thrown in the app's code: never its message, not even as a hash (a message's
 * words are few enough to be guessed back from one).
 */
export function errorReport(kind: 'error' | 'rejection', thrown: unknown, context: ReportContext): Report {
  if (!(thrown instanceof Error)) return { type: 'error', kind, name: 'OTHER', frames: [], ...context };
  return { type: 'error', kind, name: errorName(thrown), frames: framesOf(thrown), ...context };
}

export interface Vital {
  name: string;
  value: number;
  rating: 'good' | 'needs-improvement' | 'poor';
}

export function vitalReport(metric: Vital, context: ReportContext): Report | null {
  const { name, value, rating } = metric;
  if (name !== 'LCP' && name !== 'INP' && name !== 'CLS') return null;
  return { type: 'vital', name, value: Math.round(value * 1000) / 1000, rating, ...context };
}

/** The path pattern of the matched routes (/user/statement), from the router's matches. */
export function routePattern(matches: readonly { route: { path?: string } }[]): string {
  let pattern = '';
  for (const { route } of matches) {
    if (!route.path) continue;
    pattern = route.path.startsWith('/') ? route.path : `${pattern}/${route.path}`;
  }
  return pattern.replace(/\/{2,}/g, '/') || '/';
}
