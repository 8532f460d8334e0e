import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '@/lib/i18n';
import { reloadServerTextsOnLanguageChange, SERVER_TEXT } from '@/lib/server-texts';

/** Server HTML and texts come in the language the call asks for: a language change must not leave old ones. */
describe('server texts on a language change', () => {
  const stop: (() => void)[] = [];
  afterEach(() => stop.splice(0).forEach((unsubscribe) => unsubscribe()));

  function client() {
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
    const answer = (key: string, meta?: Record<string, unknown>) => {
      queryClient.setQueryData([key], key);
      if (meta)
        queryClient
          .getQueryCache()
          .find({ queryKey: [key] })!
          .setOptions({ queryKey: [key], meta });
    };
    answer('shown-text', SERVER_TEXT);
    answer('hidden-text', SERVER_TEXT);
    answer('wallet');
    answer('other-meta', { serverText: 'yes' });
    const observer = new QueryObserver(queryClient, {
      queryKey: ['shown-text'],
      queryFn: () => 'again',
      meta: SERVER_TEXT,
      staleTime: Infinity,
    });
    stop.push(observer.subscribe(() => undefined));
    return queryClient;
  }

  it('reloads the texts on screen, drops those not on screen, and leaves money answers alone', async () => {
    const queryClient = client();
    stop.push(reloadServerTextsOnLanguageChange(() => queryClient));
    await changeLocale('th', { persist: false });
    expect(queryClient.getQueryState(['hidden-text'])).toBeUndefined();
    await vi.waitFor(() => expect(queryClient.getQueryData(['shown-text'])).toBe('again'));
    expect(queryClient.getQueryState(['wallet'])?.isInvalidated).toBe(false);
    expect(queryClient.getQueryState(['other-meta'])?.isInvalidated).toBe(false);
  });

  it('does nothing once unsubscribed', async () => {
    const queryClient = client();
    reloadServerTextsOnLanguageChange(() => queryClient)();
    await changeLocale('th', { persist: false });
    expect(queryClient.getQueryState(['hidden-text'])).toBeDefined();
    expect(queryClient.getQueryData(['shown-text'])).toBe('shown-text');
    expect(queryClient.getQueryState(['shown-text'])?.isInvalidated).toBe(false);
  });
});
