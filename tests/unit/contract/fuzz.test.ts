import fc from 'fast-check';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALL_ENDPOINTS } from '@/contract';
import { endpointName } from '@/contract/endpoint';
import { ContractError, parseAnswer } from '@/lib/http';
import { answerOf } from '@tests/support/contract-arbitrary';
import { mutationsOf } from '@tests/support/contract-mutations';

/** The value at a path, or undefined when the path does not reach one. */
function at(value: unknown, path: (string | number)[]): unknown {
  return path.reduce<unknown>(
    (node, key) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
    value,
  );
}

const cases = { total: 0, refused: 0, omitted: 0 };

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterAll(() => {
  vi.restoreAllMocks();
  console.info(
    `contract fuzz: ${ALL_ENDPOINTS.length} endpoints, ${cases.total} (endpoint x mutation) cases: ${cases.refused} refused as ContractError, ${cases.omitted} dropped gracefully`,
  );
});

describe.each(ALL_ENDPOINTS.map((e) => [endpointName(e), e] as const))('contract fuzz: %s', (_name, e) => {
  it('takes every answer generated from its schema, and refuses or drops every single-field break of it', () => {
    fc.assert(
      fc.property(answerOf(e.response), (answer) => {
        expect(() => parseAnswer(e, answer)).not.toThrow();
        for (const mutation of mutationsOf(e.response, answer)) {
          cases.total += 1;
          let output: unknown;
          try {
            output = parseAnswer(e, mutation.answer);
          } catch (error) {
            // Refused: a typed contract error naming the broken field (or a field inside it).
            expect(error).toBeInstanceOf(ContractError);
            const field = (error as ContractError).field;
            if (mutation.path.length === 0) expect(field).toBe('(answer)');
            else expect(field.startsWith(mutation.path.join('.'))).toBe(true);
            cases.refused += 1;
            continue;
          }
          // Taken: only where the broken field is one the screens may go without; its broken value never gets through.
          const broken = at(mutation.answer, mutation.path);
          expect(mutation.path.length === 0 || at(output, mutation.path) !== broken || broken === undefined).toBe(true);
          cases.omitted += 1;
        }
      }),
      { numRuns: 8, seed: 20261123 },
    );
  });
});
