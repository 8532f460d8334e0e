import type { Endpoint, ResponseOf } from '@/contract/endpoint';
import { call, parseAnswer, type CallOptions } from './http';
import { getToken } from './session';

/** What index.html's head script leaves for a member's call: the token it went with, and the answer. */
interface EarlyCall {
  token: string;
  answer: Promise<Response>;
}

/**
 * What index.html's head script left under a key for a member (build/preload-script.ts), taken once;
 * undefined when there is none, or when its calls went with a token that is not this tab's session now.
 */
export function takeEarly<T extends { token: string }>(key: string): T | undefined {
  const early = takeFromWindow<T>(key);
  return early && early.token === getToken() ? early : undefined;
}

/** What index.html's head script left under a key, taken once (a later page asks again). */
export function takeFromWindow<T>(key: string): T | undefined {
  const holder = window as unknown as Record<string, T | undefined>;
  const left = holder[key];
  delete holder[key];
  return left;
}

/** The answer of a member's call index.html started, taken once (takeEarly). */
export const takeEarlyCall = (key: string): Promise<Response> | undefined => takeEarly<EarlyCall>(key)?.answer;

/**
 * An endpoint's answer from a call index.html started while the app downloaded, read through the same contract;
 * with none, or anything but a readable 2xx answer, the call is made again the usual way (with its error handling).
 */
export async function earlyOrCall<E extends Endpoint>(
  e: E,
  early: Promise<Response> | undefined,
  options?: CallOptions<E>,
): Promise<ResponseOf<E>> {
  if (early) {
    try {
      const response = await early;
      if (response.ok) return parseAnswer(e, await response.json());
    } catch {
      // no answer or not a readable one: the call below says why
    }
  }
  return call(e, options);
}
