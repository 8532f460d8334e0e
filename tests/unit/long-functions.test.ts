import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { LONG_FUNCTIONS_TO_SPLIT, MAX_FUNCTION_LINES } from '../../eslint.config.js';

// The temporary list of functions longer than a screen (eslint.config.js) only shrinks: a file whose long
// function was split must leave it, or it could grow back up to its old length unnoticed. Only the one rule
// runs, without the type checker, to keep it quick.

const root = path.resolve(import.meta.dirname, '../..');
const linter = new Linter({ configType: 'flat' });
const config: Linter.Config[] = [
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
    rules: {
      'max-lines-per-function': [
        'error',
        { max: MAX_FUNCTION_LINES, skipBlankLines: true, skipComments: true, IIFEs: true },
      ],
    },
  },
];

/** The lengths of the functions in `file` longer than a screen. */
function longFunctions(file: string): number[] {
  const messages = linter.verify(readFileSync(path.join(root, file), 'utf8'), config, file);
  return messages.map((m) => Number(/\((\d+)\)/.exec(m.message)?.[1]));
}

describe('LONG_FUNCTIONS_TO_SPLIT (eslint.config.js)', () => {
  it.each(Object.entries(LONG_FUNCTIONS_TO_SPLIT))(
    '%s still has a function over the limit, at most %i lines',
    (file, max) => {
      const lengths = longFunctions(file);
      expect(lengths.length, `${file} fits a screen now: take it off LONG_FUNCTIONS_TO_SPLIT`).toBeGreaterThan(0);
      expect(Math.max(...lengths)).toBeLessThanOrEqual(max);
    },
  );

  it('a function over the limit is reported (the check itself bites)', () => {
    const body = Array.from({ length: MAX_FUNCTION_LINES + 1 }, (_, i) => `  const v${i} = ${i};`).join('\n');
    const messages = linter.verify(`export function long() {\n${body}\n}\n`, config, 'x.ts');
    expect(messages.map((m) => m.ruleId)).toEqual(['max-lines-per-function']);
  });
});
