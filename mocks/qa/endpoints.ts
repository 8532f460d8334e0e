import { endpointName } from '@/contract/endpoint';
import { ALL_ENDPOINTS } from '@/contract';

/**
 * Every call of spec section 7, as "METHOD path" with {params}, from the contract; the QA console offers these
 * for faults. A path with an optional last segment (autoLogin's password) is offered with and without it.
 */
export const ENDPOINTS: readonly string[] = ALL_ENDPOINTS.flatMap((e) =>
  /:\w+\?$/.test(e.path)
    ? [endpointName({ ...e, path: e.path.replace(/\/:\w+\?$/, '') }), endpointName(e)]
    : [endpointName(e)],
);

const patterns = new Map<string, RegExp>();

/** True when "METHOD /api/x/{param}" describes this request (any method with "* /api/..."). */
export function endpointMatches(endpoint: string, method: string, pathname: string): boolean {
  const [wantedMethod = '', path = ''] = endpoint.split(' ');
  if (wantedMethod !== '*' && wantedMethod.toUpperCase() !== method.toUpperCase()) return false;
  let pattern = patterns.get(path);
  if (!pattern) {
    const source = path
      .split('/')
      .map((part) => (/^\{\w+\}$/.test(part) ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/');
    pattern = new RegExp(`^${source}/?$`);
    patterns.set(path, pattern);
  }
  return pattern.test(pathname);
}
