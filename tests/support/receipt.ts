/** The e-slip receipt of the success dialog, read as the member sees it. */
import { within } from '@testing-library/react';

/** formatDateTime's DD/MM/YYYY HH:mm:ss. */
export const DATE_TIME = /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/;

/** The receipt region of a dialog, by its heading. */
export const receiptOf = (dialog: HTMLElement, name = 'Receipt') => within(dialog).getByRole('region', { name });

/** The receipt's rows as [label, value] pairs, in order. */
export function receiptRows(dialog: HTMLElement, name = 'Receipt'): string[][] {
  return within(receiptOf(dialog, name))
    .getAllByRole('term')
    .map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']);
}
