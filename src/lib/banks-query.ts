import { queryOptions, useQuery } from '@tanstack/react-query';
import { keyOf } from '@/contract/endpoint';
import { lookup } from '@/contract/lookup';
import { call } from './http';
import { STARTED_BY_ROUTE } from './query-client';

/** GET /api/lookup/banks, its one query: registration's bank step lists it, the statement names its routes by it. */
export const banksQuery = queryOptions({
  queryKey: keyOf(lookup.banks),
  queryFn: () => call(lookup.banks),
  staleTime: 5 * 60_000,
  ...STARTED_BY_ROUTE,
});

export const useBanks = () => useQuery(banksQuery);
