import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/http';
import { SLIP_PAGE_SIZE, STATEMENT_PAGE_SIZE } from './model';

interface Described {
  description?: string | null;
}

export interface StatementEntry {
  _id: string;
  statementType: string;
  status: string;
  from?: string | null;
  to?: string | null;
  amount: number;
  createdAt: string;
  bonus?: Described | null;
  promotion?: Described | null;
  invite?: Described | null;
  refund?: Described | null;
  luckydraw?: Described | null;
}

export interface StatementPage {
  total: number;
  statements: StatementEntry[];
}

export interface Slip {
  _id?: string;
  createdAt: string;
  amount: number;
  status: string;
  note?: string | null;
  link?: string | null;
  reference: string;
}

export interface SlipPage {
  total?: number;
  slips: Slip[];
}

export const statementKeys = {
  all: ['statement'] as const,
  list: (page: number) => ['statement', 'list', page] as const,
  slips: (page: number) => ['statement', 'slips', page] as const,
};

export const statementsQuery = (page: number) =>
  queryOptions({
    queryKey: statementKeys.list(page),
    // The page travels with its data, so a previous page kept on screen while the next loads is labelled right.
    queryFn: () =>
      api.post<StatementPage>('/api/statement', { page, limit: STATEMENT_PAGE_SIZE }).then((answer) => ({ ...answer, page })),
    placeholderData: keepPreviousData,
  });

export const slipsQuery = (page: number) =>
  queryOptions({
    queryKey: statementKeys.slips(page),
    queryFn: () => api.post<SlipPage>('/api/statement/slip', { page, limit: SLIP_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

export const getSlipImageUrl = (reference: string) =>
  api.get<{ url: string }>(`/api/statement/slip/reference/${encodeURIComponent(reference)}`).then((r) => r.url);

export function useStatements(page: number) {
  return useQuery(statementsQuery(page));
}

export function useSlips(page: number) {
  return useQuery(slipsQuery(page));
}

export function useSlipImage() {
  return useMutation({ mutationFn: getSlipImageUrl });
}
