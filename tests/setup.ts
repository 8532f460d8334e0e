import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { resetDb } from '../mocks/db';
import { server } from '../mocks/node';
import { changeLocale, initI18n } from '@/lib/i18n';

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await initI18n('en');
});

beforeEach(async () => {
  resetDb();
  await changeLocale('en', { persist: false });
});

afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
  document.body.className = '';
});

afterAll(() => server.close());
