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
