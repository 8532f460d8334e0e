import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { useRef } from 'react';
import { intentOf, newIdempotencyKey } from './idempotency';

type MoneyMutationOptions<TData, TVariables> = Omit<UseMutationOptions<TData, Error, TVariables>, 'mutationFn'> & {
  /** The money call, given the intent's Idempotency-Key. */
  mutationFn: (variables: TVariables, idempotencyKey: string) => Promise<TData>;
};

/**
 * A mutation of a money call that owns the Idempotency-Key of the member's intent: every retry of the same
 * input after a failure (a timeout, a lost connection, an error) sends the same key, so a server that did
 * carry out the first try answers the retry as it did then and moves nothing twice. A success, or other
 * input, starts a new intent with a new key.
 */
export function useMoneyMutation<TData, TVariables = void>({ mutationFn, ...options }: MoneyMutationOptions<TData, TVariables>) {
  const intent = useRef<{ input: string; key: string } | null>(null);
  return useMutation<TData, Error, TVariables>({
    ...options,
    mutationFn: async (variables) => {
      const input = intentOf(variables);
      if (intent.current?.input !== input) intent.current = { input, key: newIdempotencyKey() };
      const result = await mutationFn(variables, intent.current.key);
      intent.current = null;
      return result;
    },
  });
}
