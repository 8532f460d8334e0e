import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import en from '@/locales/en.json';
import { localePart } from '@/locales/sections';
import { i18next } from '@/lib/i18n';
import { renderApp } from '@tests/support/render-app';

// A raw key such as "login.title" on screen means a string /login uses is missing from the startup part.
const RAW_KEY = /^[a-z][A-Za-z]*(\.[A-Za-z0-9_]+)+$/;

function rawKeysOnScreen(): string[] {
  const texts: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.textContent?.trim() ?? '');
  document.body.querySelectorAll('[aria-label],[placeholder],[title]').forEach((element) => {
    ['aria-label', 'placeholder', 'title'].forEach((name) => texts.push(element.getAttribute(name) ?? ''));
  });
  return texts.filter((text) => RAW_KEY.test(text));
}

describe('/login with only the startup part of the strings (src/locales/sections.ts)', () => {
  beforeAll(() => {
    i18next.removeResourceBundle('en', 'translation');
    i18next.addResourceBundle('en', 'translation', localePart(en, 'startup'));
  });
  afterAll(() => {
    i18next.addResourceBundle('en', 'translation', en, true, true);
  });

  it('shows every text translated: the page, the menus, the required-field and the server errors', async () => {
    const { user } = await renderApp('/login');
    expect(await screen.findByRole('heading', { name: en.login.title })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: en.nav.main })).toBeInTheDocument();
    expect(rawKeysOnScreen()).toEqual([]);

    await user.click(screen.getByRole('button', { name: en.login.submit }));
    expect(screen.getAllByText(en.validation.required)).toHaveLength(2);

    await user.type(screen.getByLabelText(en.login.phone), '0812345678');
    await user.type(screen.getByLabelText(en.login.password), 'wrong-password');
    await user.click(screen.getByRole('button', { name: en.login.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(en.errors.WRONG_CREDENTIAL);
    await waitFor(() => expect(rawKeysOnScreen()).toEqual([]));
  });
});
