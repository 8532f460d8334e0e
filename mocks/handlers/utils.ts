import { delay, HttpResponse, type DefaultBodyType, type HttpResponseResolver, type PathParams } from 'msw';
import { getDb } from '../db';
import { takeFault, type Fault } from '../qa/faults';
import { logRequest } from '../qa/request-log';
import { injectedHtml } from '../qa/html-injection';
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
    const { method } = info.request;
    const path = new URL(info.request.url).pathname;
    const response = await answer(info, path);
    await record(method, path, response);
    return response;
  };

  async function answer(info: Info<P>, path: string): Promise<Response> {
    const scenario = getScenario();
    if (scenario.latencyMs > 0) await delay(scenario.latencyMs);
    const fault = takeFault(info.request.method, path);
    if (fault) {
      const faulted = await applyFault(fault);
      if (faulted) return faulted;
    }
    if (scenario.terminated && !options.whenTerminated) return fail('gone', 410);
    if (options.auth) {
      const member = memberFromRequest(info.request);
      if (!member) return fail('invalid-token', 401);
      return (await resolver({ ...info, member })) as Response;
    }
    return (await resolver(info as Info<P> & { member: MockMember })) as Response;
  }
}

/** A fault answers instead of the handler; a delay fault only waits, then the handler answers. */
async function applyFault(fault: Fault): Promise<Response | null> {
  switch (fault.kind) {
    case 'code':
      return fail(fault.code ?? 'INTERNAL_SERVER_ERROR', fault.status ?? 400);
    case 'http500':
      return fail('INTERNAL_SERVER_ERROR', 500);
    case 'network':
      return HttpResponse.error();
    case 'delay':
      await delay(fault.delayMs ?? 0);
      return null;
  }
}

async function record(method: string, path: string, response: Response): Promise<void> {
  let code: string | null = null;
  if (response.status >= 400) {
    try {
      const body = (await response.clone().json()) as { message?: unknown };
      code = typeof body.message === 'string' ? body.message : null;
    } catch {
      code = null;
    }
  }
  logRequest({ at: Date.now(), method, path, status: response.type === 'error' ? 0 : response.status, code });
}

/** Server HTML as stored, or the QA snippet when QA injects one into every HTML field. */
export function serverHtml(html: string): string {
  return injectedHtml() ?? html;
}

/** Reads a JSON body, or null when it is missing or not JSON (the handler then answers 400). */
export async function jsonBody<T extends object>(request: Request): Promise<Partial<T> | null> {
  try {
    const body: unknown = await request.clone().json();
    return body && typeof body === 'object' ? (body as Partial<T>) : null;
  } catch {
    return null;
  }
}
