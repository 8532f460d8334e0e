import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/http';

export interface ActiveLookup {
  terminated: string | null;
}

export interface SiteInfo {
  name: string;
  website: string;
}

export const getActive = () => api.get<ActiveLookup>('/api/lookup/active');

export const conditionsQuery = queryOptions({
  queryKey: ['lookup', 'conditions'],
  queryFn: () => api.get<{ conditions: string[] }>('/api/lookup/conditions').then((r) => r.conditions ?? []),
});

export function useConditions(enabled: boolean) {
  return useQuery({ ...conditionsQuery, enabled });
}

/** Contact lookup (spec section 3): contactText is server HTML, shown only through SafeHtml. */
export interface ContactLookup {
  contactText: string;
  lineLink: string;
  lineName: string;
  lineQR: string;
}

export const contactQuery = queryOptions({
  queryKey: ['lookup', 'contact'],
  queryFn: () => api.get<ContactLookup>('/api/lookup/contact'),
  staleTime: 5 * 60_000,
});

export const useContact = () => useQuery(contactQuery);
