import { useMutation, useQueryClient, type QueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { useRef } from 'react';
import { ApiError } from './api-error';
import { intentOf, newIdempotencyKey } from './idempotency';

type MoneyMutationOptions<TData, TVariables> = Omit<UseMutationOptions<TData, Error, TVariables>, 'mutationFn'> & {
  /** The money call, given the intent's Idempotency-Key. */
  mutationFn: (variables: TVariables, idempotencyKey: string) => Promise<TData>;
};

interface Intent {
  input: string;
  key: string;
}

/** Intents of mutations with a mutationKey, per query client (one per session), so they outlive the form. */
const keptIntents = new WeakMap<QueryClient, Map<string, Intent>>();

function intentsOf(client: QueryClient): Map<string, Intent> {
  let intents = keptIntents.get(client);
  if (!intents) {
    intents = new Map();
    keptIntents.set(client, intents);
  }
  return intents;
}

/**
 * A mutation of a money call that owns the Idempotency-Key of the member's intent: every retry of the same
 * input after a failure (a timeout, a lost connection, an error) sends the same key, so a server that did
 * carry out the first try answers the retry as it did then and moves nothing twice. A success, a refusal the
 * server answered with (a feature's own error), or other input, starts a new intent with a new key. With a `mutationKey` the intent is kept by the query client
 * rather than the component: a form that closes on its error dialog (spec section 4, transfer and
 * withdraw) and is opened again for the retry still sends the first key.
 */
export function useMoneyMutation<TData, TVariables = void>({
  mutationFn,
  ...options
}: MoneyMutationOptions<TData, TVariables>) {
  const client = useQueryClient();
  // Without a mutationKey the intent lives with the component, in a map of its own.
  const own = useRef<Map<string, Intent> | null>(null);
  own.current ??= new Map();
  const intents = options.mutationKey ? intentsOf(client) : own.current;
  const scope = JSON.stringify(options.mutationKey ?? null);
  return useMutation<TData, Error, TVariables>({
    ...options,
    mutationFn: async (variables) => {
      const input = intentOf(variables);
      let intent = intents.get(scope);
      if (intent?.input !== input) {
        intent = { input, key: newIdempotencyKey() };
        intents.set(scope, intent);
      }
      try {
        const result = await mutationFn(variables, intent.key);
        intents.delete(scope);
        return result;
      } catch (error) {
        // A server that answered and refused (success false, read by the feature) moved nothing and keeps that
        // answer under the key: the next try is a new intent. A failed call keeps the key for its retry.
        if (!(error instanceof ApiError)) intents.delete(scope);
        throw error;
      }
    },
  });
}
