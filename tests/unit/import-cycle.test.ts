import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// eslint.config.js itself (not a copy of its rule block) lints two files under src/ that import each other:
// without its import-x/no-cycle rule this goes red. Only that rule runs, without the type checker, to keep it quick.
const root = path.resolve(import.meta.dirname, '../..');
const dir = path.join(root, 'src', `cycle-test-${process.pid}`);
const RULE = 'import-x/no-cycle';

async function lint(files: Record<string, string>) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const [name, code] of Object.entries(files)) writeFileSync(path.join(dir, name), code);
  const eslint = new ESLint({
    cwd: root,
    overrideConfigFile: path.join(root, 'eslint.config.js'),
    overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
    ruleFilter: ({ ruleId }) => ruleId === RULE,
    cache: false,
  });
  const results = await eslint.lintFiles([dir]);
  return results.flatMap((result) =>
    result.messages.map((message) => `${path.basename(result.filePath)} ${message.ruleId ?? message.message}`),
  );
}

describe('import cycles fail lint (eslint.config.js)', () => {
  beforeAll(() => rmSync(dir, { recursive: true, force: true }));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reports both files of a cycle, one side reached through the @/ alias', async () => {
    const problems = await lint({
      'a.ts': `import { b } from '@/cycle-test-${process.pid}/b';\nexport const a = (): number => b() + 1;\n`,
      'b.ts': "import { a } from './a';\nexport const b = (): number => (a.length > 0 ? 1 : 0);\n",
    });
    expect(problems.sort()).toEqual([`a.ts ${RULE}`, `b.ts ${RULE}`]);
  }, 30_000);

  it('accepts the same files once the shared piece moves down a layer', async () => {
    const problems = await lint({
      'a.ts': "import { base } from './base';\nexport const a = (): number => base + 1;\n",
      'b.ts': "import { base } from './base';\nexport const b = (): number => base;\n",
      'base.ts': 'export const base = 1;\n',
    });
    expect(problems).toEqual([]);
  }, 30_000);
});
