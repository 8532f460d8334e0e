import * as v from 'valibot';
import type { AnySchema, Endpoint } from '@/contract/endpoint';
import { RuleError } from '../domain/rule-error';

/**
 * The request body of a contract endpoint, parsed with the endpoint's own body schema. A bad body answers
 * `code` when the endpoint has always answered one code for it; otherwise KEY_MISSING for a body that is not
 * a JSON object, a field that is absent or null, or a text field that is not text, and KEY_INVALID for any
 * other field of the wrong type.
 */
export async function readBody<E extends Endpoint & { body: AnySchema }>(
  e: E,
  request: Request,
  code?: 'KEY_MISSING' | 'KEY_INVALID',
): Promise<v.InferOutput<E['body']>> {
  let raw: unknown;
  try {
    raw = await request.clone().json();
  } catch {
    throw new RuleError(code ?? 'KEY_MISSING');
  }
  const parsed = v.safeParse(e.body, raw);
  if (parsed.success) return parsed.output;
  if (code) throw new RuleError(code);
  const [issue] = parsed.issues;
  const missing =
    !issue.path?.length || issue.input === undefined || issue.input === null || issue.expected === 'string';
  throw new RuleError(missing ? 'KEY_MISSING' : 'KEY_INVALID');
}
