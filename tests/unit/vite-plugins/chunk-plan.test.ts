import { describe, expect, it } from 'vitest';
import { CHUNK_PLAN, chunkGraph, MODULE_PRELOAD } from '../../../vite-plugins/chunk-plan';
import { callHook } from './plugin-hooks';

type Group = { name: string; test?: RegExp | ((id: string) => boolean) };
const { groups } = CHUNK_PLAN.codeSplitting as { groups: Group[] };
/** The chunk plan's group that takes a module (they are listed highest priority first, as the bundler asks). */
const groupOf = (id: string) => groups.find(({ test }) => (test instanceof RegExp ? test.test(id) : test?.(id)))?.name;

/** Parses a small app: module ids and their static imports, as the build reports them to chunkGraph. */
function parse(graph: Record<string, string[]>) {
  const plugin = chunkGraph();
  callHook(plugin, 'buildStart', {});
  for (const [id, importedIds] of Object.entries(graph)) callHook(plugin, 'moduleParsed', {}, { id, importedIds });
}

const at = (file: string) => `/r/src/${file}`;
const RB = '/r/node_modules/react-bootstrap/esm';

describe('the chunk plan: a member page loads its own code, the shell and what member pages share', () => {
  it('puts what two member pages import into the shell chunk, each page into its own', () => {
    parse({
      [at('app/routes/member-home.tsx')]: [at('features/wallet/model.ts'), at('lib/format.ts')],
      [at('app/routes/statement.tsx')]: [at('features/statement/list.tsx')],
      [at('features/statement/list.tsx')]: [at('lib/format.ts')],
      [at('lib/format.ts')]: [],
      [at('features/wallet/model.ts')]: [],
    });
    expect(groupOf(at('lib/format.ts'))).toBe('member-shell');
    expect(groupOf(at('app/query-layer-route.tsx'))).toBe('member-shell');
    expect(groupOf(at('app/shells/member-shell.tsx'))).toBe('member-shell');
    expect(groupOf(at('app/routes/member-home.tsx'))).toBe('member-home');
    expect(groupOf(at('app/routes/statement.tsx'))).toBe('statement');
    // What one page imports goes with it: the bundler puts a group's module's imports in its chunk.
    expect(groupOf(at('features/wallet/model.ts'))).toBeUndefined();
    expect(groupOf(at('features/statement/list.tsx'))).toBeUndefined();
    expect(groupOf(at('app/routes/login.tsx'))).toBe('app');
  });

  it("reads a graph with import cycles, and each build's graph afresh", () => {
    const home = at('app/routes/member-home.tsx');
    const statement = at('app/routes/statement.tsx');
    parse({
      [home]: [at('features/wallet/model.ts'), at('lib/format.ts')],
      [at('features/wallet/model.ts')]: [at('features/wallet/rules.ts')],
      [at('features/wallet/rules.ts')]: [at('features/wallet/model.ts')],
      [statement]: [at('lib/format.ts')],
    });
    expect(groupOf(at('features/wallet/rules.ts'))).toBeUndefined();
    expect(groupOf(at('lib/format.ts'))).toBe('member-shell');
    // The next build has no statement page: what the last one read is gone, and the module is home's alone.
    parse({ [home]: [at('lib/format.ts')] });
    expect(groupOf(at('lib/format.ts'))).toBeUndefined();
  });

  it('shares a react-bootstrap component that two pages take (each from its own module, as lint asks)', () => {
    const pages = ['app/routes/profile.tsx', 'app/routes/bonus.tsx', 'app/routes/member-home.tsx'];
    parse({
      [at(pages[0])]: [`${RB}/Button.js`, `${RB}/Form.js`],
      [at(pages[1])]: [`${RB}/Form.js`],
      [at(pages[2])]: [`${RB}/Placeholder.js`],
      [`${RB}/Form.js`]: [`${RB}/FormCheck.js`],
    });
    // Form is the profile's and the bonus page's: shared, with what it imports; a component one page takes is its own.
    expect(groupOf(`${RB}/Form.js`)).toBe('member-shell');
    expect(groupOf(`${RB}/FormCheck.js`)).toBe('member-shell');
    expect(groupOf(`${RB}/Button.js`)).toBeUndefined();
    expect(groupOf(`${RB}/Placeholder.js`)).toBeUndefined();
  });

  it("gives the shell what a public page shares with one member page below the components, not the page's own parts", () => {
    parse({
      [at('app/routes/register.tsx')]: [at('features/auth/bank-step.tsx')],
      [at('features/auth/bank-step.tsx')]: [at('lib/banks-query.ts')],
      [at('app/routes/statement.tsx')]: [at('lib/banks-query.ts'), at('lib/slip-status-link.ts')],
      [at('lib/banks-query.ts')]: [],
      [at('lib/slip-status-link.ts')]: [],
      [at('app/routes/public-contact.tsx')]: [at('app/routes/contact/shared-page.tsx')],
      [at('app/routes/member-contact.tsx')]: [at('app/routes/contact/shared-page.tsx')],
      [at('app/routes/contact/shared-page.tsx')]: [],
    });
    // In the statement's chunk, /register would load the statement's whole chunk for the banks lookup.
    expect(groupOf(at('lib/banks-query.ts'))).toBe('member-shell');
    // What the statement alone imports stays with it, and so does a page's part a public page shares.
    expect(groupOf(at('lib/slip-status-link.ts'))).toBeUndefined();
    expect(groupOf(at('app/routes/contact/shared-page.tsx'))).toBeUndefined();
    expect(groupOf(at('features/auth/bank-step.tsx'))).toBeUndefined();
  });

  it("lists no entry file among a lazy chunk's preloads: every page has them before it imports anything", () => {
    const deps = [
      'assets/index-a1.js',
      'assets/rolldown-runtime-b2.js',
      'assets/client-f6.js',
      'assets/member-shell-c3.js',
    ];
    const resolve = MODULE_PRELOAD.resolveDependencies!;
    expect(resolve('assets/statement-d4.js', deps, { hostId: 'assets/app-e5.js', hostType: 'js' })).toEqual([
      'assets/member-shell-c3.js',
    ]);
  });

  it("gives the first calls two chunks of their own that never import the entry's: the client, and the calls", () => {
    parse({
      [at('main.tsx')]: [at('config/index.ts'), at('lib/i18n.ts')],
      [at('lib/i18n.ts')]: [at('lib/locale.ts')],
      [at('app/app.tsx')]: [at('app/routes/login.tsx'), at('lib/http.ts')],
      [at('app/routes/login.tsx')]: [at('contract/lookup.ts')],
      [at('lib/http.ts')]: [at('config/index.ts'), at('lib/locale.ts'), '/r/node_modules/axios/index.js'],
      [at('lib/locale.ts')]: [at('config/index.ts')],
      [at('app/first-load/first-calls.ts')]: [at('lib/http.ts'), at('contract/lookup.ts'), at('contract/wallet.ts')],
      [at('contract/wallet.ts')]: [at('contract/endpoint.ts')],
      [at('contract/lookup.ts')]: [at('contract/endpoint.ts')],
      [at('app/routes/member-home.tsx')]: [at('contract/wallet.ts'), at('lib/format.ts')],
      [at('app/routes/statement.tsx')]: [at('contract/wallet.ts'), at('lib/format.ts')],
    });
    // The client: lib/http.ts with all it imports (the entry's config among it), and what the calls share with /login.
    for (const id of ['lib/http.ts', 'lib/locale.ts', 'config/index.ts', 'contract/lookup.ts', 'contract/endpoint.ts'])
      expect([id, groupOf(at(id))]).toEqual([id, 'client']);
    expect(groupOf('/r/node_modules/axios/index.js')).toBe('client');
    // The calls: what only they and member pages need, so /login's first load carries none of it.
    expect(groupOf(at('app/first-load/first-calls.ts'))).toBe('first-calls');
    expect(groupOf(at('contract/wallet.ts'))).toBe('first-calls');
    expect(groupOf(at('lib/format.ts'))).toBe('member-shell');
    expect(groupOf(at('lib/i18n.ts'))).toBeUndefined(); // the entry's, by its tag
  });
});
