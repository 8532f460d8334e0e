import { delay, http, HttpResponse, type DefaultBodyType, type HttpResponseResolver, type PathParams } from 'msw';
import {
  API_CACHE_CONTROL,
  endpointName,
  REQUEST_HEADERS,
  tokenOfBearer,
  type AnswerOf,
  type Endpoint,
} from '@/contract/endpoint';
import { GONE, INVALID_TOKEN } from '@/contract/global-codes';
import { specOnly } from '@/contract/spec-only';
import { now } from '../clock';
import { getDb, updateDb } from '../db';
import { hasDueSlips, settleDueSlips } from '../domain/deposit';
import { RuleError } from '../domain/rule-error';
import { takeFault, type Fault } from '../qa/faults';
import { oncePerKey } from './idempotency';
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

/** The bearer token a request carries, '' when none. */
export function bearerToken(request: Request): string {
  const header = request.headers.get(REQUEST_HEADERS.token) ?? '';
  return tokenOfBearer(header) ?? '';
}

export function memberFromRequest(request: Request): MockMember | null {
  const token = bearerToken(request);
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
 * site (message gone), for member calls the bearer token check, and Cache-Control no-store on every answer.
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
    // An injected network error has no headers to set.
    if (response.type !== 'error') response.headers.set('Cache-Control', API_CACHE_CONTROL);
    await record(method, path, response);
    return response;
  };

  async function answer(info: Info<P>, path: string): Promise<Response> {
    const scenario = getScenario();
    tickClock();
    if (scenario.latencyMs > 0) await delay(scenario.latencyMs);
    const fault = takeFault(info.request.method, path);
    if (fault?.kind === 'lost') {
      // The backend carries the call out; its answer is lost on the way back.
      await run(info);
      return lostAnswer(fault.status);
    }
    if (fault) {
      const faulted = await applyFault(fault);
      if (faulted) return faulted;
    }
    return run(info);
  }

  async function run(info: Info<P>): Promise<Response> {
    const scenario = getScenario();
    if (scenario.terminated && !options.whenTerminated) return fail(GONE, 410);
    try {
      if (options.auth) {
        const member = memberFromRequest(info.request);
        if (!member) return fail(INVALID_TOKEN, 401);
        return (await resolver({ ...info, member })) as Response;
      }
      return (await resolver(info as Info<P> & { member: MockMember })) as Response;
    } catch (error) {
      if (error instanceof RuleError) return fail(error.code, error.status);
      throw error;
    }
  }
}

/**
 * The mock clock's due work, run before every call answers: slips whose check is due are settled, so the
 * statement, slip table and wallet see the result "a few seconds later" by mock time.
 */
function tickClock(): void {
  if (hasDueSlips(getDb(), now())) updateDb((db) => settleDueSlips(db, now()));
}

type Params = Record<string, string>;
type Answer<E extends Endpoint> = AnswerOf<E> | Response;
type MemberResolver<E extends Endpoint> = (
  info: Info<Params> & { member: MockMember },
) => Answer<E> | Promise<Answer<E>>;
type VisitorResolver<E extends Endpoint> = (info: Info<Params>) => Answer<E> | Promise<Answer<E>>;

/**
 * The handler of one contract endpoint: its resolver parses the request, calls a domain rule and returns
 * the answer, typed by the endpoint's schema. A thrown RuleError becomes its error answer (route above);
 * under the specMinimal scenario the answer is cut to the fields the spec names.
 */
export function handle<E extends Endpoint>(
  e: E,
  resolver: MemberResolver<E>,
  options: RouteOptions & { auth: true },
): ReturnType<typeof http.get>;
export function handle<E extends Endpoint>(
  e: E,
  resolver: VisitorResolver<E>,
  options?: RouteOptions,
): ReturnType<typeof http.get>;
export function handle<E extends Endpoint>(e: E, resolver: MemberResolver<E>, options: RouteOptions = {}) {
  const method = e.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  const answer = async (info: Info<Params> & { member: MockMember }): Promise<Response> => {
    const value = await resolver(info);
    if (value instanceof Response) return value;
    return HttpResponse.json((getScenario().specMinimal ? specOnly(e.response, value) : value) as DefaultBodyType);
  };
  // A member's call with an Idempotency-Key runs once per key; a repeat gets the first answer (idempotency.ts).
  const wrapped = (info: Info<Params> & { member: MockMember }) =>
    info.member ? oncePerKey(info.request, info.member._id, endpointName(e), () => answer(info)) : answer(info);
  return http[method](apiUrl(e.path), route<Params>(wrapped, options as RouteOptions & { auth: true }));
}

/** The page a proxy answers with, by status, when the backend's answer got lost (a `lost` fault). */
const PROXY_PAGES: Record<number, string> = {
  500: '<html><head><title>500 Internal Server Error</title></head><body><h1>Internal Server Error</h1></body></html>',
  502: '<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>',
  503: '<html><head><title>503 Service Temporarily Unavailable</title></head><body><center><h1>503 Service Temporarily Unavailable</h1></center><hr><center>nginx</center></body></html>',
  504: '<html><head><title>504 Gateway Time-out</title></head><body><center><h1>504 Gateway Time-out</h1></center><hr><center>nginx</center></body></html>',
  524: '<html><head><title>A timeout occurred</title></head><body><h1>Error 524</h1><p>A timeout occurred</p></body></html>',
  200: '<html><head><title>Sign in</title></head><body><h1>Sign in to the network</h1></body></html>',
};

/** What reaches the client of a call whose answer got lost: a proxy's HTML page of the status, or (0) no answer. */
export function lostAnswer(status: number | undefined): Response {
  const as = status ?? 500;
  if (as === 0) return HttpResponse.error();
  return new HttpResponse(PROXY_PAGES[as] ?? PROXY_PAGES[500], {
    status: as,
    headers: { 'Content-Type': 'text/html' },
  });
}

/** A fault answers instead of the handler; a delay fault only waits, then the handler answers. */
async function applyFault(fault: Fault): Promise<Response | null> {
  switch (fault.kind) {
    case 'lost':
      return null;
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
    return body && typeof body === 'object' ? body : null;
  } catch {
    return null;
  }
}
