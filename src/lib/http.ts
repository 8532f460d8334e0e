import axios, {
  AxiosError,
  AxiosHeaders,
  type AxiosProgressEvent,
  type AxiosRequestConfig,
  type AxiosResponse,
  type RawAxiosHeaders,
} from 'axios';
import * as v from 'valibot';
import { config, UPLOAD_TIMEOUT_MS } from '@/config';
import {
  bearer,
  type BodyOf,
  type Endpoint,
  endpointName,
  IDEMPOTENCY_HEADER,
  REPLAYED_HEADER,
  REQUEST_HEADERS,
  type ResponseOf,
  tokenOfBearer,
  urlOf,
} from '@/contract/endpoint';
import { GONE } from '@/contract/global-codes';
import { connectivity } from './connectivity';
import { emitSignal } from './field-signals/signals';
import { ApiError, asUncertain, ContractError, isUnsent, SessionChangedError, toApiError } from './api-error';
import { languageTag } from './language-tag';
import { currentLocale } from './locale';
import { newIdempotencyKey } from './idempotency';
import { refusesSession } from './session-codes';
import { endIfReplaced, endSession, getToken, onSessionEnd } from './session';

export { ApiError, ContractError, OfflineError, SessionChangedError, toApiError, type ApiErrorKind } from './api-error';
export { GONE, INVALID_TOKEN } from '@/contract/global-codes';

export const REQUEST_TIMEOUT_MS = config.requestTimeoutMs;
export { UPLOAD_TIMEOUT_MS };

interface HttpHandlers {
  /** The server says the service is gone. */
  onGone: () => void;
  /** True when a server message is the translated cannot-verify-identity text. */
  isCannotVerifyIdentity: (message: string) => boolean;
  /** A money call failed without the API's own refusal and may have gone through: reload what shows the money. */
  onMoneyUncertain: () => void;
}

const UNWIRED: HttpHandlers = {
  onGone: () => undefined,
  isCannotVerifyIdentity: () => false,
  onMoneyUncertain: () => undefined,
};
let handlers = UNWIRED;

/** The app wires navigation here (lib cannot import the router); the end of a session goes through session.ts. */
export function configureHttp(next: Partial<HttpHandlers>): void {
  handlers = { ...handlers, ...next };
}

/** Back to no handlers: a fresh page, before its app is wired. */
export function unwireHttp(): void {
  handlers = UNWIRED;
}

export const http = axios.create({
  // XHR reports upload progress; the build leaves the fetch adapter out (vite.config.ts).
  adapter: 'xhr',
  baseURL: config.apiBaseUrl,
  timeout: REQUEST_TIMEOUT_MS,
  headers: { [REQUEST_HEADERS.ajax]: 'XMLHttpRequest' },
  // The API authenticates with the bearer token below, never with an XSRF cookie: without this, axios
  // looks the cookie up (an asynchronous trip to the browser's cookie store) before sending each call.
  withXSRFToken: false,
});

/**
 * A call carries this tab's own token. When another tab has signed out or signed in as someone else since,
 * the call is not sent at all (SessionChangedError) and the session ends: it must never go out with no
 * session or with another member's token.
 */
http.interceptors.request.use((request) => {
  if (endIfReplaced()) throw new SessionChangedError();
  // The server answers its HTML and texts in the member's language: th, lo (the spec's "la") or en.
  request.headers.set(REQUEST_HEADERS.language, languageTag(currentLocale()));
  const token = getToken();
  if (token) request.headers.set(REQUEST_HEADERS.token, bearer(token));
  return request;
});

/** The token a failed call was sent with (null for a visitor's call). */
function tokenSentWith(raw: unknown): string | null {
  if (!(raw instanceof AxiosError)) return getToken();
  const header = raw.config?.headers?.[REQUEST_HEADERS.token];
  return typeof header === 'string' ? tokenOfBearer(header) : null;
}

/**
 * Only a refusal of the session open now ends it. A call made without a token had no session to end, and a
 * late answer to a call of an earlier session (logged out, or another member since) must not end this one.
 */
function isOpenSession(sent: string | null): boolean {
  return sent !== null && sent === getToken();
}

/** A failed call's effects (the offline line, /terminated, the end of the session), once; its ApiError. */
function settle(raw: unknown): ApiError {
  const error = toApiError(raw);
  if (raw instanceof AxiosError) {
    if (raw.response) connectivity.answered();
    else if (error.kind === 'network') connectivity.noAnswer();
  }
  if (error.code === GONE) {
    handlers.onGone();
  } else if (refusesSession(error, handlers.isCannotVerifyIdentity) && isOpenSession(tokenSentWith(raw))) {
    endSession('expired');
  }
  return error;
}

declare module 'axios' {
  interface AxiosRequestConfig {
    /** A first call (sendFirst below): its failure is settled when the app takes it, with the app's handlers wired. */
    firstCall?: boolean;
  }
}

const isFirstCall = (raw: unknown): raw is AxiosError => raw instanceof AxiosError && raw.config?.firstCall === true;

http.interceptors.response.use(
  (response) => {
    connectivity.answered();
    return response;
  },
  (raw: unknown) => Promise.reject(isFirstCall(raw) ? raw : settle(raw)),
);

/**
 * The dotted path of the first offending field ("slots.0.amount"), or "(answer)" for the whole body. A key that
 * is no name (a record's key is data: an e-mail, a phone) is "*", so it cannot leak into logs and reports.
 */
function issuePath(issue: v.BaseIssue<unknown>): string {
  const key = (item: { key: unknown }) =>
    typeof item.key === 'number' || (typeof item.key === 'string' && /^[A-Za-z_$][\w$]*$/.test(item.key))
      ? String(item.key)
      : '*';
  const path = issue.path?.map(key).join('.');
  return path || '(answer)';
}

/** Checks an answer against its endpoint's schema; a mismatch rejects with ContractError and is logged. */
export function parseAnswer<E extends Endpoint>(e: E, data: unknown): ResponseOf<E> {
  const result = v.safeParse(e.response, data);
  if (result.success) return result.output;
  const [issue] = result.issues;
  const error = new ContractError(endpointName(e), issuePath(issue), data);
  console.error(`[contract] ${error.endpoint}: ${error.field}: ${issue.message}`);
  emitSignal({ kind: 'contract', error });
  throw error;
}

export interface CallOptions<E extends Endpoint> {
  params?: Record<string, string | number | undefined>;
  body?: BodyOf<E>;
  /** Uploads: the multipart form (field `file`) and a progress callback (0..100). */
  form?: FormData;
  onProgress?: (percent: number) => void;
  /** A money call's key, the same for every retry of one intent (useMoneyMutation); a fresh one when left out. */
  idempotencyKey?: string;
  config?: AxiosRequestConfig;
}

/**
 * A money call that failed: reported as a field signal. Only the API's own refusal (its error shape with a code of
 * the catalogue) says nothing moved; any other failure (no answer, a timeout, a proxy's page of any status, an
 * answer the contract cannot read) may have been carried out all the same, so it says so and the money shown
 * reloads (src/lib/money-failure.ts). A contract failure has been reported by parseAnswer already.
 */
async function moneyFailure(e: Endpoint, error: unknown): Promise<ApiError> {
  const apiError = toApiError(error);
  const uncertain = (await moneyFailureKind(apiError)) === 'uncertain';
  if (uncertain) handlers.onMoneyUncertain();
  const failure = uncertain ? asUncertain(apiError) : apiError;
  if (!(apiError instanceof ContractError)) emitSignal({ kind: 'money', endpoint: endpointName(e), error: failure });
  return failure;
}

/**
 * The API's catalogue (src/contract/error-codes.ts) comes with the first failed money call, not with /login's first
 * load. Where it cannot load, a call that went out is uncertain: the safe side.
 */
async function moneyFailureKind(error: ApiError): Promise<'refused' | 'unsent' | 'uncertain'> {
  try {
    const { moneyFailureOf } = await import('./money-failure');
    return moneyFailureOf(error, handlers.isCannotVerifyIdentity);
  } catch {
    return isUnsent(error) ? 'unsent' : 'uncertain';
  }
}

/** An HTML page rather than the API's JSON: by its content type, or a text body that opens like one. */
function isPage(response: { headers: unknown; data: unknown }): boolean {
  const type = AxiosHeaders.from(response.headers as RawAxiosHeaders).get('Content-Type');
  if (typeof type === 'string' && type.toLowerCase().includes('text/html')) return true;
  return typeof response.data === 'string' && /^\s*<(?:!doctype|html|head|body)\b/i.test(response.data);
}

/**
 * The Idempotency-Keys whose answer came marked `Idempotent-Replayed: true`: the server answered a key it had
 * seen, with the first answer, and ran nothing. useMoneyMutation takes the mark once its call is answered.
 */
const replayedKeys = new Set<string>();

/** Marks the answer to this key as a replay of an earlier one. */
export function markReplayed(key: string): void {
  replayedKeys.add(key);
}

/** Whether the answer to this key was a replay of an earlier one (and forgets it). */
export function takeReplayed(key: string): boolean {
  return replayedKeys.delete(key);
}

/** Forgets every replay mark (a fresh page). */
export function forgetReplays(): void {
  replayedKeys.clear();
}

function requestOf<E extends Endpoint>(e: E, options: CallOptions<E>): AxiosRequestConfig {
  return { ...options.config, method: e.method, url: urlOf(e, options.params), data: options.form ?? options.body };
}

/*
 * First calls: a member page's reads, sent by index.html's head start as soon as this module has loaded, while the
 * framework's code still downloads (src/app/first-load/first-calls.ts). The app's first call() of the same request
 * with the same token takes the answer instead of sending it again; one not taken is dropped a little after it has
 * settled, and every one when the session ends.
 */
const FIRST_ANSWER_KEPT_MS = 10_000;
const firstCalls = new Map<string, Promise<AxiosResponse<unknown>>>();
const firstCallKey = (request: AxiosRequestConfig, token: string | null) =>
  JSON.stringify([token, request.method, request.url, request.data ?? null]);

onSessionEnd(() => firstCalls.clear());

/**
 * Sends a read of the contract now, for the app to take (never a money call or an upload); `after` holds it back
 * until that has settled (a call the spec orders after another). Resolves once it has settled, either way.
 */
export function sendFirst<E extends Endpoint>(
  e: E,
  options: Pick<CallOptions<E>, 'params' | 'body'> = {},
  after: Promise<unknown> = Promise.resolve(),
): Promise<void> {
  if (e.money || e.upload) throw new Error(`${endpointName(e)} is no first call`);
  const request = { ...requestOf(e, options), firstCall: true };
  const key = firstCallKey(request, getToken());
  const send = () => http.request<unknown>(request);
  const sent = after.then(send, send);
  firstCalls.set(key, sent);
  const settled = sent.then(
    () => undefined,
    () => undefined,
  );
  void settled.then(() =>
    setTimeout(() => {
      if (firstCalls.get(key) === sent) firstCalls.delete(key);
    }, FIRST_ANSWER_KEPT_MS),
  );
  return settled;
}

/** True while a first call of this request waits to be taken (sent, or held back until the one before it). */
export function hasFirstCall<E extends Endpoint>(e: E, options: Pick<CallOptions<E>, 'params' | 'body'> = {}): boolean {
  return firstCalls.has(firstCallKey(requestOf(e, options), getToken()));
}

/** The first call's answer to this request, taken once; its failure is settled now, as the app's own would be. */
function takeFirst(request: AxiosRequestConfig): Promise<AxiosResponse<unknown>> | undefined {
  const key = firstCallKey(request, getToken());
  const sent = firstCalls.get(key);
  if (!sent) return undefined;
  firstCalls.delete(key);
  return sent.catch((raw: unknown) => {
    throw settle(raw);
  });
}

/** Calls an endpoint of the contract and hands back its parsed answer; failures reject with ApiError. */
export function call<E extends Endpoint>(e: E, options: CallOptions<E> = {}): Promise<ResponseOf<E>> {
  const { onProgress } = options;
  const request = requestOf(e, options);
  if (e.upload) {
    request.timeout = options.config?.timeout ?? UPLOAD_TIMEOUT_MS;
    request.onUploadProgress = (event: AxiosProgressEvent) => {
      if (onProgress && event.total) onProgress(Math.round((event.loaded / event.total) * 100));
    };
  }
  const key = e.money ? (options.idempotencyKey ?? newIdempotencyKey()) : null;
  if (key !== null) {
    const headers = AxiosHeaders.from((options.config?.headers ?? {}) as RawAxiosHeaders);
    request.headers = headers.set(IDEMPOTENCY_HEADER, key);
  }
  const sent = (key === null && !e.upload && takeFirst(request)) || http.request<unknown>(request);
  const parse = (response: { data: unknown }) => parseAnswer(e, response.data);
  if (key === null) return sent.then(parse);
  return sent
    .then((response) => {
      // A page (a captive portal's, a proxy's) is no answer of the API's, whatever its status: it may have gone
      // through. The contract reads answers it does not show leniently, so this is checked before it.
      if (isPage(response)) throw new ApiError(`HTTP_${response.status}`, 'server', response.status, response.data);
      const answer = parseAnswer(e, response.data);
      const replayed = AxiosHeaders.from(response.headers as RawAxiosHeaders).get(REPLAYED_HEADER);
      if (String(replayed ?? '').toLowerCase() === 'true') markReplayed(key);
      return answer;
    })
    .catch(async (error: unknown) => {
      throw await moneyFailure(e, error);
    });
}
