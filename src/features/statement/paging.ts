// No imports: the statement's paging, shared by its calls, a member page's first calls (before the app loads) and the tests.

/** Entries and slips per page of the statement (the paging body's limit). */
export const STATEMENT_PAGE_SIZE = 10;
export const SLIP_PAGE_SIZE = 10;

/** A page number read from the URL: a whole number of 1 or more, else 1. */
export function parsePage(raw: string | null | undefined): number {
  const value = Number(raw);
  return Number.isInteger(value) && value >= 1 ? value : 1;
}
