import '@testing-library/jest-dom/vitest';
import { cleanup, render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { afterEach, beforeAll } from 'vitest';
import { AppFeedback } from '@/components/app-feedback';
import { initI18n } from '@/lib/i18n';

// Self-contained: these tests do not rely on the shared tests/setup.ts (running it as well is harmless).
beforeAll(async () => {
  await initI18n('en');
});

afterEach(() => {
  cleanup();
});

function Providers({ children }: { children: ReactNode }) {
  return <AppFeedback>{children}</AppFeedback>;
}

/** Renders inside the toast and dialog providers, as the app does. */
export function renderWithFeedback(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { wrapper: Providers, ...options });
}
