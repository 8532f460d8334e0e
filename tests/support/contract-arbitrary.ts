import fc from 'fast-check';
import { isExtra, type AnySchema } from '@/contract/endpoint';

interface Node {
  type: string;
  entries?: Record<string, Node>;
  item?: Node;
  wrapped?: Node;
  options?: Node[] | readonly unknown[];
  literal?: unknown;
  key?: Node;
  value?: Node;
}

/** Valid answers of a schema, generated from the schema itself: every spec field present, extras sometimes. */
export function answerOf(schema: AnySchema): fc.Arbitrary<unknown> {
  return arb(schema);
}

function arb(node: Node): fc.Arbitrary<unknown> {
  switch (node.type) {
    case 'string':
      return fc.string({ maxLength: 12 });
    case 'number':
      return fc.double({ min: -1e6, max: 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'unknown':
    case 'any':
      return fc.constant({ anything: true });
    case 'literal':
      return fc.constant(node.literal);
    case 'picklist':
      return fc.constantFrom(...(node.options as unknown[]));
    case 'optional':
    case 'exact_optional':
      return fc.option(arb(node.wrapped as Node), { nil: undefined });
    case 'nullable':
      return fc.option(arb(node.wrapped as Node), { nil: null });
    case 'nullish':
      return fc.option(arb(node.wrapped as Node), { nil: null });
    case 'array':
      return fc.array(arb(node.item as Node), { minLength: 1, maxLength: 3 });
    case 'record':
      return fc.dictionary(fc.string({ minLength: 1, maxLength: 6 }), arb(node.value as Node), { maxKeys: 3 });
    case 'union':
    case 'variant':
      return fc.oneof(...(node.options as Node[]).map(arb));
    case 'object':
    case 'loose_object':
    case 'strict_object': {
      const required: Record<string, fc.Arbitrary<unknown>> = {};
      const optional: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, entry] of Object.entries(node.entries ?? {}))
        (isExtra(entry) ? optional : required)[key] = arb(entry);
      return fc
        .tuple(fc.record(required), fc.record(optional, { requiredKeys: [] }))
        .map(([spec, extras]) => ({ ...extras, ...spec }));
    }
    default:
      throw new Error(`answerOf: no generator for schema type ${node.type}`);
  }
}
