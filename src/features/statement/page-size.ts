// No imports: the build's head script asks for the statement's first page too (build/route-preload.ts).

/** Entries and slips per page of the statement (the paging body's limit). */
export const STATEMENT_PAGE_SIZE = 10;
export const SLIP_PAGE_SIZE = 10;
