import type { QueryClient } from '@tanstack/react-query';
import { i18next } from './i18n';

/**
 * Marks a query whose answer carries server HTML or texts, which the server writes in the language the call
 * asks for (Accept-Language, http.ts): those answers load again when the member changes language.
 */
export const SERVER_TEXT = { serverText: true } as const;

/**
 * On a language change the server texts on screen load again in the new language, and those not on screen
 * are dropped (never shown in the old language first). Money answers are left alone. Returns the unsubscribe.
 * `client` reaches the query client (none yet on /login: nothing to reload).
 */
export function reloadServerTextsOnLanguageChange(client: () => QueryClient | undefined): () => void {
  const isServerText = (query: { meta?: Record<string, unknown> }) => query.meta?.serverText === true;
  const reload = () => {
    const queryClient = client();
    queryClient?.removeQueries({ predicate: isServerText, type: 'inactive' });
    void queryClient?.invalidateQueries({ predicate: isServerText, type: 'active' });
  };
  i18next.on('languageChanged', reload);
  return () => i18next.off('languageChanged', reload);
}
