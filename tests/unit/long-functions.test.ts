import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { MAX_FUNCTION_LINES } from '../../eslint.config.js';

// The rule that holds functions in src/ and mocks/ to a screen (eslint.config.js) reports one a line too long and
// lets one at the limit through. Only the one rule runs, without the type checker, to keep it quick.

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

/** The rule's reports for a function of `lines` statements (plus its two brace lines). */
const reportsFor = (lines: number) => {
  const body = Array.from({ length: lines }, (_, i) => `  const v${i} = ${i};`).join('\n');
  return linter.verify(`export function f() {\n${body}\n}\n`, config, 'x.ts').map((m) => m.ruleId);
};

describe('max-lines-per-function (eslint.config.js)', () => {
  it('a function a line over the limit is reported (the check itself bites)', () => {
    expect(reportsFor(MAX_FUNCTION_LINES - 1)).toEqual(['max-lines-per-function']);
  });

  it('a function at the limit passes', () => {
    expect(reportsFor(MAX_FUNCTION_LINES - 2)).toEqual([]);
  });
});
