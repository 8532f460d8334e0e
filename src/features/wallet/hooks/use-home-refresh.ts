import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSingleFlight } from '@/components/form/use-single-flight';
import { walletQuery } from '@/lib/wallet-query';
import { refreshGameAccounts } from '../home-entry';

/** The refresh-balance action (and the refresh-all tile): refresh the game accounts, then reload the wallet. */
export function useHomeRefresh() {
  const queryClient = useQueryClient();
  const flight = useSingleFlight();
  const { run } = flight;
  const refresh = useCallback(
    () =>
      run(async () => {
        await refreshGameAccounts();
        await queryClient.invalidateQueries({ queryKey: walletQuery.queryKey, exact: true });
      }),
    [queryClient, run],
  );
  return { refresh, refreshing: flight.pending };
}
