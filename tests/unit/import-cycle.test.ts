import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint, type Linter } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// eslint.config.js itself (not a copy of its rule block) decides how a module of src/ is linted: its
// import-x/no-cycle rule, with the parser and resolver settings it gives src/, lints two files that import each
// other; without that rule this goes red. The files are written to tests/.tmp/ (ignored by git, lint, prettier and
// the typecheck), never into src/, so a lint running meanwhile does not see them. Only that rule runs, without the
// type checker, to keep it quick.
const root = path.resolve(import.meta.dirname, '../..');
const name = `cycle-test-${process.pid}`;
const dir = path.join(root, 'tests', '.tmp', name);
const RULE = 'import-x/no-cycle';

/** What eslint.config.js gives a module of src/, narrowed to the cycle rule and applied to the files here. */
async function srcCycleConfig(): Promise<Linter.Config> {
  const project = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.js') });
  const config = (await project.calculateConfigForFile(path.join(root, 'src', 'main.tsx'))) as Linter.Config;
  const { languageOptions = {} } = config;
  const parserOptions = languageOptions.parserOptions as Linter.ParserOptions | undefined;
  return {
    files: [`tests/.tmp/${name}/*.ts`],
    plugins: { 'import-x': config.plugins?.['import-x'] ?? {} },
    languageOptions: { ...languageOptions, parserOptions: { ...parserOptions, projectService: false } },
    settings: config.settings,
    rules: { [RULE]: config.rules?.[RULE] ?? 'off' },
  };
}

async function lint(files: Record<string, string>) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const [file, code] of Object.entries(files)) writeFileSync(path.join(dir, file), code);
  const eslint = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: await srcCycleConfig(),
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

  it('reports both files of a cycle, one side reached through a path alias', async () => {
    const problems = await lint({
      'a.ts': `import { b } from '@tests/.tmp/${name}/b';\nexport const a = (): number => b() + 1;\n`,
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
