import * as v from 'valibot';
import { isExtra, type AnySchema } from './endpoint';

interface SchemaNode {
  type: string;
  entries?: Record<string, SchemaNode>;
  item?: SchemaNode;
  wrapped?: SchemaNode;
  options?: SchemaNode[];
}

/**
 * The answer cut down to the fields the spec names: every `extra()` field is dropped, at any depth.
 * The mock's specMinimal scenario answers with this, as a backend that sends only the spec would.
 */
export function specOnly(schema: AnySchema, value: unknown): unknown {
  return strip(schema, value);
}

function strip(node: SchemaNode, value: unknown): unknown {
  if (value === null || value === undefined) return value;
  switch (node.type) {
    case 'optional':
    case 'nullable':
    case 'nullish':
    case 'exact_optional':
    case 'non_optional':
    case 'non_nullable':
    case 'non_nullish':
      return node.wrapped ? strip(node.wrapped, value) : value;
    case 'object':
    case 'loose_object':
    case 'strict_object': {
      if (typeof value !== 'object' || Array.isArray(value)) return value;
      const out: Record<string, unknown> = {};
      for (const [key, entry] of Object.entries(node.entries ?? {})) {
        if (isExtra(entry) || !(key in value)) continue;
        out[key] = strip(entry, (value as Record<string, unknown>)[key]);
      }
      return out;
    }
    case 'array':
      return Array.isArray(value) && node.item ? value.map((item) => strip(node.item as SchemaNode, item)) : value;
    case 'union':
    case 'variant': {
      // The option the value is (a variant's discriminator picks it), else the first object option.
      const options = node.options ?? [];
      const matching = options.find((option) => v.is(option as unknown as AnySchema, value));
      const objectOption = matching ?? options.find((option) => option.type.endsWith('object'));
      return objectOption && typeof value === 'object' ? strip(objectOption, value) : value;
    }
    default:
      return value;
  }
}
