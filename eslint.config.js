import path from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import pluginQuery from '@tanstack/eslint-plugin-query';
import { importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Keeps imports flowing one way: config -> lib -> components -> features -> app (-> vite-plugins, build time only),
// with no feature importing another feature and no app code importing the mocks statically.

const root = import.meta.dirname;
const src = path.join(root, 'src');
// contract/ (the API of spec section 7) and rules/ (rules the app and the mock both run) sit with config at the bottom.
const RANK = { config: 0, contract: 0, rules: 0, locales: 0, styles: 0, lib: 1, components: 2, features: 3, app: 4 };

function layerOf(file) {
  const rel = path.relative(src, file);
  if (rel.startsWith('..')) {
    const top = path.relative(root, file).split(path.sep)[0];
    return top === 'mocks' || top === 'vite-plugins' ? { layer: top } : null;
  }
  const [top, feature] = rel.split(path.sep);
  if (!(top in RANK)) return { layer: 'entry' };
  return { layer: top, feature: top === 'features' ? feature : undefined };
}

function resolveTarget(fromFile, source) {
  if (source.startsWith('@/')) return path.join(src, source.slice(2));
  if (source.startsWith('@mocks/')) return path.join(root, 'mocks', source.slice('@mocks/'.length));
  if (source.startsWith('@tests/')) return path.join(root, 'tests', source.slice('@tests/'.length));
  if (source.startsWith('.')) return path.resolve(path.dirname(fromFile), source);
  return null; // a package
}

function problem(from, to, dynamic) {
  if (!from || !to) return null;
  // The Vite plugins build the app from its own modules; nothing that ships, and not the mock, imports them.
  if (to.layer === 'vite-plugins' && from.layer !== 'vite-plugins') {
    return 'Only the build (vite.config.ts) and the Vite plugins import vite-plugins/.';
  }
  if (from.layer === 'vite-plugins') return to.layer === 'mocks' ? 'The Vite plugins never import the mocks.' : null;
  if (to.layer === 'mocks' && from.layer !== 'mocks') {
    return from.layer === 'entry' && dynamic ? null : 'App code may load the mocks only dynamically from src/main.tsx.';
  }
  if (from.layer === 'mocks') {
    return to.layer === 'features' || to.layer === 'app'
      ? 'The mock imports the contract, rules, config and lib, never features or app.'
      : null;
  }
  if (from.layer === 'entry' || to.layer === 'entry') return null;
  if ((from.layer === 'contract' || from.layer === 'rules') && to.layer !== 'contract' && to.layer !== 'rules') {
    return `src/${from.layer} is shared by the app and the mock: it imports only src/contract and src/rules.`;
  }
  if (from.layer === 'features' && to.layer === 'features' && from.feature !== to.feature) {
    return `Feature "${from.feature}" must not import feature "${to.feature}"; compose them in src/app.`;
  }
  if (RANK[to.layer] > RANK[from.layer]) {
    return `src/${from.layer} must not import src/${to.layer} (imports flow config -> lib -> components -> features -> app).`;
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: { type: 'problem', docs: { description: 'one-way imports between layers' }, schema: [] },
  create(context) {
    const file = context.filename;
    const from = layerOf(file);
    const check = (node, source, dynamic) => {
      if (typeof source !== 'string') return;
      const target = resolveTarget(file, source);
      if (!target) return;
      const message = problem(from, layerOf(target), dynamic);
      if (message) context.report({ node, message });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value, false),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value, false),
      ExportAllDeclaration: (node) => check(node, node.source.value, false),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value, true),
    };
  },
};

export const importDirection = { rules: { 'import-direction': rule } };

/**
 * One screen: a function longer than this is split by concern (a hook for state and calls, parts for what shows);
 * one that must stay longer says why beside an eslint-disable (the seeds' literals).
 */
export const MAX_FUNCTION_LINES = 80;

const maxLinesPerFunction = (max) => ({
  'max-lines-per-function': ['error', { max, skipBlankLines: true, skipComments: true, IIFEs: true }],
});

const SERVER_HTML_ONLY_IN_SAFE_HTML = {
  selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
  message: 'Server HTML goes through <SafeHtml> only.',
};

export default tseslint.config(
  {
    ignores: [
      '.stryker-tmp',
      'dist',
      'dist-laos',
      'dist-nomock',
      'dist-members',
      'dist-members-laos',
      'reports',
      'node_modules',
      'public/mockServiceWorker.js',
      'tests/e2e/artifacts',
      'tests/engines/artifacts',
      // Scratch files of tests/unit/import-cycle.test.ts, which lints them with this config's own cycle rule.
      'tests/.tmp',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, local: importDirection },
    rules: {
      // The two rules of eslint-plugin-react-hooks 5's recommended set. Version 7's recommended set adds the React
      // Compiler's checks, which compile every component and hook again: lint took about twice the CPU with them.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'local/import-direction': 'error',
      'no-restricted-syntax': ['error', SERVER_HTML_ONLY_IN_SAFE_HTML],
    },
  },
  // Type-aware rules where the app, the mock and the tests live (the type checker sees floating promises, unsafe any, etc.).
  {
    files: ['src/**/*.{ts,tsx}', 'mocks/**/*.{ts,tsx}', 'vite-plugins/**/*.ts', 'tests/**/*.{ts,tsx}'],
    extends: [...tseslint.configs.recommendedTypeCheckedOnly],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: root } },
  },
  {
    files: ['tests/**/*.{ts,tsx}'],
    // `await act(async () => { vi.advanceTimersByTime(n); })` is how a test lets React finish the work a timer
    // started, and stand-ins for async APIs return plain values: an async function without await is meant there.
    rules: { '@typescript-eslint/require-await': 'off' },
  },
  // No import cycles in the code that ships, the mock and the build plugins: a cycle makes the evaluation order
  // (and so which binding is still undefined at import time) depend on which module loads first.
  {
    files: ['src/**/*.{ts,tsx}', 'mocks/**/*.{ts,tsx}', 'vite-plugins/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: path.join(root, 'tsconfig.json') })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // Each react-bootstrap component from its own module (react-bootstrap/Button), never the package's index: the chunk
  // plan (vite-plugins/chunk-plan.ts) reads the import graph, and through the index every page would seem to share
  // every component, so a component two pages take would not be shared and one page would load the other's chunk.
  // react-bootstrap/Form is such an index too: it brings every form part (checks, switches, ranges, floating labels)
  // to the member pages' shared chunk for the few the portal renders.
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { name: 'react-bootstrap', message: 'Import the component from its own module: react-bootstrap/Button.' },
        {
          name: 'react-bootstrap/Form',
          message: 'Import the part from its own module (react-bootstrap/FormControl) and render a plain <form>.',
        },
      ],
    },
  },
  // No function longer than a screen in the app and the mock (docs/quality.md, "Code layout rules").
  { files: ['src/**/*.{ts,tsx}', 'mocks/**/*.{ts,tsx}'], rules: maxLinesPerFunction(MAX_FUNCTION_LINES) },
  // What runs in the browser runs on the oldest engines of vite-plugins/supported-browsers.ts.
  {
    files: ['src/**/*.{ts,tsx}', 'mocks/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        SERVER_HTML_ONLY_IN_SAFE_HTML,
        ...['at', 'findLast', 'findLastIndex'].map((name) => ({
          selector: `CallExpression[callee.property.name='${name}']`,
          message: `iOS Safari before 15.4 has no .${name}(): use an index or a loop.`,
        })),
        {
          selector: "CallExpression[callee.object.name='Object'][callee.property.name='hasOwn']",
          message: 'iOS Safari before 15.4 has no Object.hasOwn(): use Object.prototype.hasOwnProperty.call.',
        },
        // One query-key style: a query's key is written once, in its queryOptions(...) factory.
        {
          selector:
            "CallExpression[callee.name=/^use(Suspense)?Quer(y|ies)$/] > ObjectExpression > Property[key.name='queryKey']",
          message: "Write the query as a queryOptions(...) factory in its feature's api.ts (key: keyOf) and spread it.",
        },
      ],
    },
  },
  ...pluginQuery.configs['flat/recommended'],
  {
    files: ['src/components/safe-html.tsx'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: [
      'tests/**/*.{ts,tsx,js,mjs}',
      'mocks/**/*.{ts,tsx}',
      'vite-plugins/**/*.ts',
      '*.config.{js,ts}',
      'vite.config.ts',
      'public/**/*.js',
    ],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
