import * as v from 'valibot';
import type { AnySchema, Endpoint } from '@/contract/endpoint';
import { RuleError } from '../domain/rule-error';

/**
 * The request body of a contract endpoint, parsed with the endpoint's own body schema: a body that is not
 * JSON or not of that shape throws RuleError(code), the code the mock answered for a bad body before.
 */
export async function readBody<E extends Endpoint & { body: AnySchema }>(
  e: E,
  request: Request,
  code: string,
): Promise<v.InferOutput<E['body']>> {
  let raw: unknown;
  try {
    raw = await request.clone().json();
  } catch {
    throw new RuleError(code);
  }
  const parsed = v.safeParse(e.body, raw);
  if (!parsed.success) throw new RuleError(code);
  return parsed.output as v.InferOutput<E['body']>;
}
