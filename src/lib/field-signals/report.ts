import type { ApiError, ContractError } from '../api-error';
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

/** Runs of three or more digits (phones, account numbers, amounts) become "#". */
const maskNumbers = (text: string) => text.replace(/\d[\d,.\- ]{1,}\d/g, '#');

/** A field path keeps identifier and index segments; anything else (a record key is data) becomes "*". */
function safeFieldPath(field: string): string {
  return field
    .split('.')
    .map((segment) => (/^([A-Za-z_$][\w$]*|\d{1,4}|\(answer\))$/.test(segment) ? segment : '*'))
    .join('.');
}

/** A catalogue code (INVALID_USER_1, HTTP_500); a server sentence in its place is not sent. */
const safeCode = (code: string) => (/^[A-Za-z][\w.-]{0,63}$/.test(code) ? code : 'OTHER');

export function contractReport(error: ContractError, context: ReportContext): Report {
  const [method = '', path = ''] = error.endpoint.split(' ');
  return { type: 'contract', method, path: withoutQueries(path), field: safeFieldPath(error.field), ...context };
}

export function moneyReport(endpoint: string, error: ApiError, context: ReportContext): Report {
  return { type: 'money', endpoint: withoutQueries(endpoint), code: safeCode(error.code), ...context };
}

/** The message (numbers masked) and the stack's code locations only: its first line repeats the message. */
export function errorReport(kind: 'error' | 'rejection', thrown: unknown, context: ReportContext): Report {
  const message = thrown instanceof Error ? `${thrown.name}: ${thrown.message}` : String(thrown);
  const stack = thrown instanceof Error ? (thrown.stack ?? '') : '';
  const locations = stack
    .split('\n')
    .filter((line) => /^\s+at\s|@/.test(line))
    .map((line) => withoutQueries(line.trim()))
    .join('\n');
  return {
    type: 'error',
    kind,
    message: maskNumbers(withoutQueries(message)).slice(0, 300),
    stack: locations.slice(0, 1500),
    ...context,
  };
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
