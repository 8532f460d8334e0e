import { describe, expect, it } from 'vitest';
import { BARE_PAGES, MEMBER_PAGES, PUBLIC_PAGES, type PageName } from '@/config/paths';
import { loadPage } from '@/app/query-layer-route';

describe('the page table and the page modules', () => {
  it('loads a page module for every page the table names beneath the query layer', async () => {
    const names = [
      ...PUBLIC_PAGES.map(([, name]) => name),
      ...Object.values(MEMBER_PAGES),
      ...BARE_PAGES.map(([, name]) => name),
    ].filter((name): name is Exclude<PageName, 'login'> => name !== 'login');
    expect(names).toHaveLength(11);
    for (const name of names) expect((await loadPage(name)).Component, name).toBeTypeOf('function');
  });

  it('refuses a name with no page module beneath it: /login (in the app chunk), a page part', () => {
    expect(() => loadPage('login' as never)).toThrow('src/app/routes/login.tsx');
    expect(() => loadPage('dialogs' as never)).toThrow('src/app/routes/dialogs.tsx');
  });
});
