import axios, {
  AxiosError,
  AxiosHeaders,
  type AxiosProgressEvent,
  type AxiosRequestConfig,
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
  REQUEST_HEADERS,
  type ResponseOf,
  tokenOfBearer,
  urlOf,
} from '@/contract/endpoint';
import { GONE } from '@/contract/error-codes';
import { connectivity } from './connectivity';
import { emitSignal } from './field-signals/signals';
import { type ApiError, asUncertain, ContractError, SessionChangedError, toApiError } from './api-error';
import { currentLocale, languageTag } from './i18n';
import { newIdempotencyKey } from './idempotency';
import { refusesSession } from './session-codes';
import { endIfReplaced, endSession, getToken } from './session';

export { ApiError, ContractError, SessionChangedError, toApiError, type ApiErrorKind } from './api-error';
export { GONE, INVALID_TOKEN } from '@/contract/error-codes';

export const REQUEST_TIMEOUT_MS = config.requestTimeoutMs;
export { UPLOAD_TIMEOUT_MS };

interface HttpHandlers {
  /** The server says the service is gone. */
  onGone: () => void;
  /** True when a server message is the translated cannot-verify-identity text. */
  isCannotVerifyIdentity: (message: string) => boolean;
  /** A money call got no answer and may have gone through: reload what shows the money. */
  onMoneyUncertain: () => void;
}

let handlers: HttpHandlers = {
  onGone: () => undefined,
  isCannotVerifyIdentity: () => false,
  onMoneyUncertain: () => undefined,
};

/** The app wires navigation here (lib cannot import the router); the end of a session goes through session.ts. */
export function configureHttp(next: Partial<HttpHandlers>): void {
  handlers = { ...handlers, ...next };
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

http.interceptors.response.use(
  (response) => {
    connectivity.answered();
    return response;
  },
  (raw: unknown) => {
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
    return Promise.reject(error);
  },
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
 * What a proxy answers when the API behind it could not be reached or stopped answering (502, 503, 504): the
 * call may have reached the API and been carried out all the same. An answer of those statuses that carries the
 * API's own code (TRANSFER_FAIL is a 502) is the API's answer, not the proxy's.
 */
const PROXY_NO_ANSWER = [502, 503, 504];
const isProxyNoAnswer = (error: ApiError) =>
  error.status !== null && PROXY_NO_ANSWER.includes(error.status) && error.code === `HTTP_${error.status}`;

/**
 * A money call that failed: reported as a field signal; one without an answer (none at all, or a proxy's) may
 * still have been carried out, so it says so and the money shown reloads. (An unreadable answer is a contract
 * failure, reported by parseAnswer.)
 */
function moneyFailure(e: Endpoint, error: unknown): ApiError {
  const apiError = toApiError(error);
  const uncertain = apiError.kind === 'timeout' || apiError.kind === 'network' || isProxyNoAnswer(apiError);
  if (uncertain) handlers.onMoneyUncertain();
  const failure = uncertain ? asUncertain(apiError) : apiError;
  emitSignal({ kind: 'money', endpoint: endpointName(e), error: failure });
  return failure;
}

/** Calls an endpoint of the contract and hands back its parsed answer; failures reject with ApiError. */
export function call<E extends Endpoint>(e: E, options: CallOptions<E> = {}): Promise<ResponseOf<E>> {
  const { onProgress } = options;
  const request: AxiosRequestConfig = {
    ...options.config,
    method: e.method,
    url: urlOf(e, options.params),
    data: options.form ?? options.body,
  };
  if (e.upload) {
    request.timeout = options.config?.timeout ?? UPLOAD_TIMEOUT_MS;
    request.onUploadProgress = (event: AxiosProgressEvent) => {
      if (onProgress && event.total) onProgress(Math.round((event.loaded / event.total) * 100));
    };
  }
  if (e.money) {
    const headers = AxiosHeaders.from((options.config?.headers ?? {}) as RawAxiosHeaders);
    request.headers = headers.set(IDEMPOTENCY_HEADER, options.idempotencyKey ?? newIdempotencyKey());
  }
  const sent = http.request<unknown>(request);
  const parse = (response: { data: unknown }) => parseAnswer(e, response.data);
  if (!e.money) return sent.then(parse);
  return sent.then(parse, (error: unknown) => {
    throw moneyFailure(e, error);
  });
}
