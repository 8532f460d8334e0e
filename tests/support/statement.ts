/** The statement page's list, read as the member sees it: a list of days, each a list of lines under its heading. */
import { within } from '@testing-library/react';

/** The lines of a statement page's list ("Statement, page n"), in order, across its days. */
export function statementLines(page: HTMLElement): HTMLElement[] {
  return within(page)
    .getAllByRole('list')
    .flatMap((day) => within(day).getAllByRole('listitem'));
}

/** Each day of a statement page's list: its heading's text and its lines. */
export function statementDays(page: HTMLElement): { heading: string; lines: HTMLElement[] }[] {
  return within(page)
    .getAllByRole('list')
    .map((day) => ({ heading: day.getAttribute('aria-labelledby') ?? '', lines: within(day).getAllByRole('listitem') }))
    .map(({ heading, lines }) => ({ heading: document.getElementById(heading)?.textContent ?? '', lines }));
}
