import * as v from 'valibot';

/**
 * One call of spec section 7: method, path pattern, request body and response schema (section 3).
 * The app's HTTP client parses every answer with `response`; the mock types every answer with it.
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type AnySchema = v.GenericSchema<unknown, unknown>;

export interface Endpoint<
  TResponse extends AnySchema = AnySchema,
  TBody extends AnySchema | undefined = AnySchema | undefined,
> {
  method: Method;
  /** The path as MSW matches it: `:name` is a segment, `:name?` an optional last segment. */
  path: string;
  body: TBody;
  response: TResponse;
  /** A multipart upload (field `file`) of a file of at most this many bytes, with the long timeout. */
  upload?: number;
  /**
   * The call moves money (or a money-like claim): it carries an Idempotency-Key that stays the same across
   * retries of one intent, and a server that sees the key again answers as the first time, moving nothing.
   */
  money?: boolean;
}

/** The header of a money call's key (see Endpoint.money). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/**
 * The answer header that marks a repeat of an Idempotency-Key: the body is the first answer to that key, sent
 * again; nothing ran this time (docs/backend-contract.md).
 */
export const REPLAYED_HEADER = 'Idempotent-Replayed';

/**
 * Cache-Control of every /api answer: a member's name, account and balances never stay in the browser's cache (or
 * a proxy's), where the next person on a shared phone reads them after logout. The mock sends it, the generated
 * nginx sets it whatever the backend sends, and the real backend must send it (docs/backend-contract.md).
 */
export const API_CACHE_CONTROL = 'no-store';

const BEARER = 'Bearer ';

/** The Authorization value that carries a member's token (spec section 4). */
export function bearer(token: string): string {
  return `${BEARER}${token}`;
}

/** The token of an Authorization value, or null when it carries none. */
export function tokenOfBearer(header: string): string | null {
  return header.startsWith(BEARER) ? header.slice(BEARER.length) : null;
}

/**
 * Every header the client (src/lib/http.ts) sets on a call; the standalone mock server allows exactly these
 * from a page on another origin (mocks/standalone/access.ts).
 */
export const REQUEST_HEADERS = {
  ajax: 'X-Requested-With',
  language: 'Accept-Language',
  token: 'Authorization',
  body: 'Content-Type',
  idempotency: IDEMPOTENCY_HEADER,
} as const;

export function endpoint<TResponse extends AnySchema, TBody extends AnySchema | undefined = undefined>(
  method: Method,
  path: string,
  response: TResponse,
  options: { body?: TBody; upload?: number; money?: boolean } = {},
): Endpoint<TResponse, TBody> {
  return { method, path, response, body: options.body as TBody, upload: options.upload, money: options.money };
}

/** What the server sends (before parsing) and what the app reads (after parsing). */
export type AnswerOf<E extends Endpoint> = v.InferInput<E['response']>;
export type ResponseOf<E extends Endpoint> = v.InferOutput<E['response']>;
export type BodyOf<E extends Endpoint> = E['body'] extends AnySchema ? v.InferInput<E['body']> : undefined;

/** "GET /api/wallet/activate/{code}": the endpoint as QA, logs and reports name it. */
export function endpointName(e: Pick<Endpoint, 'method' | 'path'>): string {
  return `${e.method} ${e.path.replace(/:(\w+)\?/g, '{$1}').replace(/:(\w+)/g, '{$1}')}`;
}

/** Fills the path's parameters, URL-encoded; an optional one left undefined is dropped with its slash. */
export function urlOf(e: Pick<Endpoint, 'path'>, params: Record<string, string | number | undefined> = {}): string {
  return e.path.replace(/\/:(\w+)(\?)?/g, (_match, name: string, optional?: string) => {
    const value = params[name];
    if (value === undefined || value === '') {
      if (optional) return '';
      throw new Error(`urlOf ${e.path}: missing ${name}`);
    }
    return `/${encodeURIComponent(String(value))}`;
  });
}

// --- extras: fields the spec does not name

const EXTRAS = new WeakSet<object>();

/**
 * A field the spec does not name: optional, and dropped (undefined) when malformed, so no screen can
 * depend on it and a backend that sends something else in its place breaks nothing.
 */
export function extra<TSchema extends AnySchema>(schema: TSchema) {
  const wrapped = v.fallback(v.optional(schema), undefined);
  EXTRAS.add(wrapped);
  return wrapped;
}

export const isExtra = (schema: unknown): boolean =>
  typeof schema === 'object' && schema !== null && EXTRAS.has(schema);

/**
 * The query key of an endpoint's answer: one factory for every endpoint, so one answer is cached under
 * one key. `keyOf(e)` is also the prefix that invalidates every page or parameter of that endpoint.
 */
export function keyOf(e: Pick<Endpoint, 'method' | 'path'>, ...params: unknown[]): readonly unknown[] {
  return [endpointName(e), ...params];
}

/**
 * The answer of a call whose shape the spec does not show: whatever arrives parses (an empty body, "OK", an
 * object), so a call the server carried out never reads as failed; the extras are read when they come.
 */
export function unshown<TEntries extends v.ObjectEntries>(entries: TEntries) {
  const schema = v.object(entries);
  return v.fallback(schema, {} as v.InferOutput<typeof schema>);
}
