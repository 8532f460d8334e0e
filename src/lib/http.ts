import axios, { AxiosError, type AxiosProgressEvent, type AxiosRequestConfig } from 'axios';
import * as v from 'valibot';
import { config } from '@/config';
import { endpointName, urlOf, type BodyOf, type Endpoint, type ResponseOf } from '@/contract/endpoint';
import { clearSession, getToken } from './session';

export const REQUEST_TIMEOUT_MS = 60_000;
export const UPLOAD_TIMEOUT_MS = 300_000;

export type ApiErrorKind = 'server' | 'network' | 'timeout' | 'contract';

/** Every failed call becomes one of these; `code` is the server's message code (spec section 8). */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number | null;
  readonly kind: ApiErrorKind;
  readonly data: unknown;

  constructor(code: string, kind: ApiErrorKind, status: number | null = null, data: unknown = null) {
    super(code);
    this.name = 'ApiError';
    this.code = code;
    this.kind = kind;
    this.status = status;
    this.data = data;
  }
}

/**
 * The server answered, but not in the shape the contract (spec section 3) names: the screen shows the
 * generic error with a retry, and the console names the endpoint and the offending field.
 */
export class ContractError extends ApiError {
  readonly endpoint: string;
  readonly field: string;

  constructor(endpoint: string, field: string, data: unknown) {
    super('CONTRACT', 'contract', null, data);
    this.name = 'ContractError';
    this.endpoint = endpoint;
    this.field = field;
  }
}

export const GONE = 'gone';
export const INVALID_TOKEN = 'invalid-token';

interface SessionHandlers {
  /** The server says the service is gone. */
  onGone: () => void;
  /** The token was refused: the session is already cleared when this runs. */
  onSessionExpired: () => void;
  /** True when a server message is the translated cannot-verify-identity text. */
  isCannotVerifyIdentity: (message: string) => boolean;
}

let handlers: SessionHandlers = {
  onGone: () => undefined,
  onSessionExpired: () => undefined,
  isCannotVerifyIdentity: () => false,
};

/** The app wires navigation here (lib cannot import the router). */
export function configureHttp(next: Partial<SessionHandlers>): void {
  handlers = { ...handlers, ...next };
}

export const http = axios.create({
  // XHR reports upload progress; the build leaves the fetch adapter out (vite.config.ts).
  adapter: 'xhr',
  baseURL: config.apiBaseUrl,
  timeout: REQUEST_TIMEOUT_MS,
  headers: { 'X-Requested-With': 'XMLHttpRequest' },
  // The API authenticates with the bearer token below, never with an XSRF cookie: without this, axios
  // looks the cookie up (an asynchronous trip to the browser's cookie store) before sending each call.
  withXSRFToken: false,
});

http.interceptors.request.use((request) => {
  const token = getToken();
  if (token) request.headers.set('Authorization', `Bearer ${token}`);
  return request;
});

function messageOf(data: unknown): string | null {
  if (data && typeof data === 'object') {
    const { message, code } = data as { message?: unknown; code?: unknown };
    if (typeof message === 'string' && message) return message;
    if (typeof code === 'string' && code) return code;
  }
  return null;
}

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof AxiosError) {
    if (error.code === AxiosError.ECONNABORTED || error.code === AxiosError.ETIMEDOUT) {
      return new ApiError('TIMEOUT', 'timeout');
    }
    if (!error.response) return new ApiError('NETWORK', 'network');
    const { status, data } = error.response;
    return new ApiError(messageOf(data) ?? `HTTP_${status}`, 'server', status, data);
  }
  return new ApiError('UNKNOWN', 'network');
}

/** The token a failed call was sent with (null for a visitor's call). */
function tokenSentWith(raw: unknown): string | null {
  if (!(raw instanceof AxiosError)) return getToken();
  const header = raw.config?.headers?.Authorization;
  return typeof header === 'string' && header.startsWith('Bearer ') ? header.slice('Bearer '.length) : null;
}

/**
 * Only a refusal of the session open now ends it. A call made without a token had no session to end, and a
 * late answer to a call of an earlier session (logged out, or another member since) must not end this one.
 */
function isOpenSession(sent: string | null): boolean {
  return sent !== null && sent === getToken();
}

http.interceptors.response.use(undefined, (raw: unknown) => {
  const error = toApiError(raw);
  if (error.code === GONE) {
    handlers.onGone();
  } else if (
    (error.code === INVALID_TOKEN || handlers.isCannotVerifyIdentity(error.code)) &&
    isOpenSession(tokenSentWith(raw))
  ) {
    clearSession();
    handlers.onSessionExpired();
  }
  return Promise.reject(error);
});

/** The dotted path of the first offending field ("slots.0.amount"), or "(answer)" for the whole body. */
function issuePath(issue: v.BaseIssue<unknown>): string {
  const path = issue.path?.map((item) => String(item.key)).join('.');
  return path || '(answer)';
}

/** Checks an answer against its endpoint's schema; a mismatch rejects with ContractError and is logged. */
export function parseAnswer<E extends Endpoint>(e: E, data: unknown): ResponseOf<E> {
  const result = v.safeParse(e.response, data);
  if (result.success) return result.output as ResponseOf<E>;
  const [issue] = result.issues;
  const error = new ContractError(endpointName(e), issuePath(issue), data);
  console.error(`[contract] ${error.endpoint}: ${error.field}: ${issue.message}`);
  throw error;
}

export interface CallOptions<E extends Endpoint> {
  params?: Record<string, string | number | undefined>;
  body?: BodyOf<E>;
  /** Uploads: the multipart form (field `file`) and a progress callback (0..100). */
  form?: FormData;
  onProgress?: (percent: number) => void;
  config?: AxiosRequestConfig;
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
  return http.request<unknown>(request).then((r) => parseAnswer(e, r.data));
}
