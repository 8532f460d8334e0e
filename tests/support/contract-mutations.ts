import { isExtra, type AnySchema } from '@/contract/endpoint';

/** One way of breaking a spec field of an answer: taken out, set to null, or given a value of another type. */
export interface Mutation {
  path: (string | number)[];
  kind: 'missing' | 'null' | 'wrong type';
  /** The answer with that one field broken. */
  answer: unknown;
}

interface Node {
  type: string;
  entries?: Record<string, Node>;
  item?: Node;
  wrapped?: Node;
}

const unwrap = (node: Node): Node =>
  node.wrapped && /optional|nullable|nullish/.test(node.type) ? unwrap(node.wrapped) : node;
const acceptsMissing = (node: Node) => /optional|nullish/.test(node.type);
const acceptsNull = (node: Node) => /nullable|nullish/.test(node.type);

/** A value of a type the field's schema does not take. */
function wrongValueFor(node: Node): unknown {
  switch (unwrap(node).type) {
    case 'string':
    case 'picklist':
    case 'literal':
      return 12345;
    case 'array':
      return { not: 'a list' };
    case 'object':
    case 'loose_object':
    case 'strict_object':
      return 'not an object';
    default:
      return 'not a number';
  }
}

function setAt(
  root: unknown,
  path: (string | number)[],
  change: (parent: Record<string | number, unknown>, key: string | number) => void,
): unknown {
  const copy = structuredClone(root);
  let parent = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  change(parent, path[path.length - 1]);
  return copy;
}

/**
 * Every single-field break of a spec field present in `answer`, at any depth (the first item of each list).
 * Extras are left alone: the spec does not name them, and a malformed one is dropped, not an error.
 */
export function mutationsOf(schema: AnySchema, answer: unknown): Mutation[] {
  const out: Mutation[] = [];
  const walk = (node: Node, value: unknown, path: (string | number)[]) => {
    const inner = unwrap(node);
    if (value === null || value === undefined) return;
    if (inner.type.endsWith('object') && inner.entries && typeof value === 'object') {
      for (const [key, entry] of Object.entries(inner.entries)) {
        if (isExtra(entry) || !(key in value)) continue;
        const at = [...path, key];
        if (!acceptsMissing(entry))
          out.push({ path: at, kind: 'missing', answer: setAt(answer, at, (p, k) => delete p[k]) });
        if (!acceptsNull(entry))
          out.push({ path: at, kind: 'null', answer: setAt(answer, at, (p, k) => (p[k] = null)) });
        if (unwrap(entry).type !== 'unknown') {
          out.push({
            path: at,
            kind: 'wrong type',
            answer: setAt(answer, at, (p, k) => (p[k] = wrongValueFor(entry))),
          });
        }
        walk(entry, (value as Record<string, unknown>)[key], at);
      }
    } else if (inner.type === 'array' && inner.item && Array.isArray(value) && value.length > 0) {
      const at = [...path, 0];
      out.push({
        path: at,
        kind: 'wrong type',
        answer: setAt(answer, at, (p, k) => (p[k] = wrongValueFor(inner.item as Node))),
      });
      walk(inner.item, value[0], at);
    }
  };
  const root = schema as unknown as Node;
  out.push({ path: [], kind: 'wrong type', answer: wrongValueFor(root) });
  walk(root, answer, []);
  return out;
}
