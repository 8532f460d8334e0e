import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { keyOf } from '@/contract/endpoint';
import { statement } from '@/contract/statement';
import { call } from '@/lib/http';
import { STARTED_BY_ROUTE } from '@/lib/query-client';
import { SERVER_TEXT } from '@/lib/server-texts';
import { SLIP_PAGE_SIZE, STATEMENT_PAGE_SIZE } from './model';

export const statementsQuery = (page: number) =>
  queryOptions({
    queryKey: keyOf(statement.list, page),
    // The page travels with its data, so a previous page kept on screen while the next loads is labelled right.
    queryFn: () =>
      call(statement.list, { body: { page, limit: STATEMENT_PAGE_SIZE } }).then((answer) => ({ ...answer, page })),
    // The items' descriptions are server texts in the member's language: the page loads again on a language change.
    meta: SERVER_TEXT,
    placeholderData: keepPreviousData,
    ...STARTED_BY_ROUTE,
  });

export const slipsQuery = (page: number) =>
  queryOptions({
    queryKey: keyOf(statement.slips, page),
    // As for the statement: the cards of the previous page, kept while the next loads, keep their page's label.
    queryFn: () =>
      call(statement.slips, { body: { page, limit: SLIP_PAGE_SIZE } }).then((answer) => ({ ...answer, page })),
    placeholderData: keepPreviousData,
  });

export const getSlipImageUrl = (reference: string) =>
  call(statement.slipImage, { params: { reference } }).then((r) => r.url);

export function useStatements(page: number) {
  return useQuery(statementsQuery(page));
}

export function useSlips(page: number) {
  return useQuery(slipsQuery(page));
}

export function useSlipImage() {
  return useMutation({ mutationFn: getSlipImageUrl });
}
