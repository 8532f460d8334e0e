// No imports: the page size, shared by the statement calls and their tests.

/** Entries and slips per page of the statement (the paging body's limit). */
export const STATEMENT_PAGE_SIZE = 10;
export const SLIP_PAGE_SIZE = 10;
