/**
 * What the engine tests run inside the page: Testing Library's queries (roles and accessible names, labels, texts),
 * the same in Firefox and WebKit, whatever their driver offers. Bundled by ./in-page-bundle.ts into one script that
 * sets `window.__engine`; each engine's driver calls it with a plain-JSON query and gets the element back.
 */
import { queries } from '@testing-library/dom';
import type { Query, Step, Text } from './query';

function matcher(text: Text): string | RegExp {
  return typeof text === 'string' ? text : new RegExp(text.source, text.flags);
}

function matchesIn(scope: HTMLElement, step: Step): HTMLElement[] {
  switch (step.by) {
    case 'role':
      return queries.queryAllByRole(scope, step.role, {
        name: step.name === undefined ? undefined : matcher(step.name),
      });
    case 'label':
      return queries.queryAllByLabelText(scope, matcher(step.label));
    case 'text':
      return queries.queryAllByText(scope, matcher(step.text));
  }
}

function enabled(element: HTMLElement): boolean {
  return !element.matches(':disabled') && element.getAttribute('aria-disabled') !== 'true';
}

/**
 * The first element the query's last step finds inside the first match of each step before it, or null; with
 * `mustBeEnabled`, only an element a tap would act on (a prerendered /login's button is disabled until the app is in).
 */
function find(query: Query, mustBeEnabled = false): HTMLElement | null {
  let scope: HTMLElement = document.body;
  for (const [index, step] of query.entries()) {
    const last = index === query.length - 1;
    const found = matchesIn(scope, step).find((element) => !last || !mustBeEnabled || enabled(element));
    if (!found) return null;
    scope = found;
  }
  return scope;
}

/** Console errors and uncaught errors since the hook went in (WebKit's classic driver has no log of its own). */
function watchErrors(): void {
  const own = window as unknown as { __engineErrors?: string[] };
  if (own.__engineErrors) return;
  const errors: string[] = [];
  own.__engineErrors = errors;
  const original = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    errors.push(args.map(String).join(' '));
    original(...args);
  };
  window.addEventListener('error', (event) => errors.push(`uncaught: ${event.message}`));
  window.addEventListener('unhandledrejection', (event) => errors.push(`unhandled rejection: ${String(event.reason)}`));
}

(window as unknown as { __engine: unknown }).__engine = { find, watchErrors };
