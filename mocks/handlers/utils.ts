import { delay, HttpResponse, type DefaultBodyType, type HttpResponseResolver, type PathParams } from 'msw';
import { getDb } from '../db';
import { getScenario } from '../scenarios';
import type { MockMember } from '../types';

/** Matches the path on any origin, so a build with an API base URL is mocked too. */
export const apiUrl = (path: string): string => `*${path}`;

/** The error body the real backend sends: the code travels in `message`. */
export function fail(code: string, status = 400): HttpResponse<{ message: string }> {
  return HttpResponse.json({ message: code }, { status });
}

export function memberFromRequest(request: Request): MockMember | null {
  const header = request.headers.get('Authorization') ?? '';
  const token = header.startsWith('Bearer ') ? header.slice(7) : '';
  if (!token) return null;
  const session = getDb().sessions.find((s) => s.token === token);
  return session ? (getDb().members.find((m) => m._id === session.memberId) ?? null) : null;
}

type Info<P extends PathParams> = Parameters<HttpResponseResolver<P, DefaultBodyType>>[0];
type Result = ReturnType<HttpResponseResolver>;

interface RouteOptions {
  /** The call needs a valid bearer token (answers invalid-token otherwise). */
  auth?: boolean;
  /** The call still answers while the site is terminated (the active lookup). */
  whenTerminated?: boolean;
}

/**
 * Wraps a resolver with what every mocked call shares: the QA latency, the terminated
 * site (message gone) and, for member calls, the bearer token check.
 */
export function route<P extends PathParams = PathParams>(
  resolver: (info: Info<P> & { member: MockMember }) => Result,
  options: RouteOptions & { auth: true },
): HttpResponseResolver<P, DefaultBodyType>;
export function route<P extends PathParams = PathParams>(
  resolver: (info: Info<P>) => Result,
  options?: RouteOptions,
): HttpResponseResolver<P, DefaultBodyType>;
export function route<P extends PathParams>(
  resolver: (info: Info<P> & { member: MockMember }) => Result,
  options: RouteOptions = {},
): HttpResponseResolver<P, DefaultBodyType> {
  return async (info) => {
    const scenario = getScenario();
    if (scenario.latencyMs > 0) await delay(scenario.latencyMs);
    if (scenario.terminated && !options.whenTerminated) return fail('gone', 410);
    if (options.auth) {
      const member = memberFromRequest(info.request);
      if (!member) return fail('invalid-token', 401);
      return resolver({ ...info, member });
    }
    return resolver(info as Info<P> & { member: MockMember });
  };
}

/** Reads a JSON body, or null when it is missing or not JSON (the handler then answers 400). */
export async function jsonBody<T extends object>(request: Request): Promise<Partial<T> | null> {
  try {
    const body: unknown = await request.json();
    return body && typeof body === 'object' ? (body as Partial<T>) : null;
  } catch {
    return null;
  }
}
