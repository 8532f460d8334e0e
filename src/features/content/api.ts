import { queryOptions, useQuery } from '@tanstack/react-query';
import { keyOf } from '@/contract/endpoint';
import { lookup } from '@/contract/lookup';
import { call } from '@/lib/http';
import { SERVER_TEXT } from '@/lib/server-texts';

export const conditionsQuery = queryOptions({
  queryKey: keyOf(lookup.conditions),
  queryFn: () => call(lookup.conditions),
  meta: SERVER_TEXT,
});

/** The conditions, one server-HTML string each. */
export function useConditions(enabled: boolean) {
  return useQuery({ ...conditionsQuery, enabled, select: (answer) => answer.conditions });
}

/** Contact lookup (spec section 3): contactText is server HTML, shown only through SafeHtml. */
export const contactQuery = queryOptions({
  queryKey: keyOf(lookup.contact),
  queryFn: () => call(lookup.contact),
  meta: SERVER_TEXT,
  staleTime: 5 * 60_000,
});

export const useContact = () => useQuery(contactQuery);
