import { AxiosError } from 'axios';

export type ApiErrorKind = 'server' | 'network' | 'timeout' | 'contract' | 'session' | 'offline';

/** A call the phone never sent: offline, or the tab's session changed before it left. Nothing moved. */
export const isUnsent = (error: ApiError): boolean => error.kind === 'offline' || error.kind === 'session';

/** Every failed call becomes one of these; `code` is the server's message code (spec section 8). */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number | null;
  readonly kind: ApiErrorKind;
  readonly data: unknown;
  /**
   * A money call whose failure does not say that nothing moved (no answer, a timeout, a proxy's page, an answer
   * that is not the API's own refusal: src/lib/money-failure.ts): the server may have carried it out, so the
   * member is told it may have gone through, and Try again sends the same key.
   */
  readonly uncertain: boolean;

  constructor(code: string, kind: ApiErrorKind, status: number | null = null, data: unknown = null, uncertain = false) {
    super(code);
    this.name = 'ApiError';
    this.code = code;
    this.kind = kind;
    this.status = status;
    this.data = data;
    this.uncertain = uncertain;
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

/**
 * A member call this tab refused to send: another tab signed out or signed in as someone else since this
 * tab's session began, so the call would have gone out with no session or with another member's token.
 */
export class SessionChangedError extends ApiError {
  constructor() {
    super('SESSION_CHANGED', 'session');
    this.name = 'SessionChangedError';
  }
}

/**
 * A money call the phone did not send because the browser is offline: nothing left the phone,
 * nothing moved, and nothing sends it later but the member's own tap.
 */
export class OfflineError extends ApiError {
  constructor() {
    super('OFFLINE', 'offline');
    this.name = 'OfflineError';
  }
}

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
    const { status } = error.response;
    const data: unknown = error.response.data;
    return new ApiError(messageOf(data) ?? `HTTP_${status}`, 'server', status, data);
  }
  return new ApiError('UNKNOWN', 'network');
}

/** The same failure, marked as a money call that may have gone through (see ApiError.uncertain). */
export function asUncertain(error: ApiError): ApiError {
  return new ApiError(error.code, error.kind, error.status, error.data, true);
}
