import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { useRef } from 'react';
import { ApiError } from './api-error';
import { intentOf, newIdempotencyKey } from './idempotency';
import { dropIntent, keepIntent, keptIntent, type KeptIntent } from './kept-intents';
import { signedInMember } from './wallet-query';

type MoneyMutationOptions<TData, TVariables> = Omit<UseMutationOptions<TData, Error, TVariables>, 'mutationFn'> & {
  /** The money call, given the intent's Idempotency-Key. */
  mutationFn: (variables: TVariables, idempotencyKey: string) => Promise<TData>;
};

interface IntentStore {
  get: (scope: string) => KeptIntent | undefined;
  set: (scope: string, intent: KeptIntent) => void;
  drop: (scope: string) => void;
}

/** Intents of mutations with a mutationKey: the member's (src/lib/kept-intents.ts), outliving the form and a reload. */
function memberStore(member: string): IntentStore {
  return {
    get: (scope) => keptIntent(member, scope),
    set: (scope, intent) => keepIntent(member, scope, intent),
    drop: (scope) => dropIntent(member, scope),
  };
}

function localStore(map: Map<string, KeptIntent>): IntentStore {
  return { get: (s) => map.get(s), set: (s, i) => void map.set(s, i), drop: (s) => void map.delete(s) };
}

/** The amount a money intent moves, where its variables name one (a number, or `{ amount }`). */
function amountOf(variables: unknown): number | undefined {
  if (typeof variables === 'number') return variables;
  const amount = (variables as { amount?: unknown } | null)?.amount;
  return typeof amount === 'number' ? amount : undefined;
}

/**
 * A mutation of a money call that owns the Idempotency-Key of the member's intent: every retry of the same
 * input after a failed call (a timeout, a lost connection, an error status) sends the same key, so a server
 * that did carry out the first try answers the retry as it did then and moves nothing twice. A success, a
 * refusal the server answered with (a feature's own error), or other input, starts a new intent with a new key.
 * With a `mutationKey` the intent is the signed-in member's (src/lib/kept-intents.ts) rather than the
 * component's: a form opened again, a page reloaded after a timeout, or the same member's next login still
 * sends the first key. `earlierIntent()` is the intent the last success answered when its key had gone out
 * before without an answer: that answer may be the earlier move's, and is never shown as a new one.
 */
export function useMoneyMutation<TData, TVariables = void>({
  mutationFn,
  ...options
}: MoneyMutationOptions<TData, TVariables>) {
  const queryClient = useQueryClient();
  const own = useRef<Map<string, KeptIntent> | null>(null);
  own.current ??= new Map();
  const page = own.current;
  const earlier = useRef<KeptIntent | null>(null);
  const scope = JSON.stringify(options.mutationKey ?? null);
  const mutation = useMutation<TData, Error, TVariables>({
    ...options,
    mutationFn: async (variables) => {
      const member = options.mutationKey ? await signedInMember(queryClient) : null;
      const intents = member ? memberStore(member) : localStore(page);
      const input = intentOf(variables);
      const kept = intents.get(scope);
      const sentBefore = kept?.input === input ? kept : null;
      // The server may have carried out a try that got no answer: an answer now may be that one's.
      const unanswered = sentBefore?.uncertain ? sentBefore : null;
      const intent = sentBefore ?? {
        input,
        key: newIdempotencyKey(),
        at: Date.now(),
        uncertain: false,
        amount: amountOf(variables),
      };
      earlier.current = null;
      // Kept before it is sent: a page closed while the call is on its way still knows its key.
      intents.set(scope, { ...intent, uncertain: true });
      try {
        const result = await mutationFn(variables, intent.key);
        intents.drop(scope);
        earlier.current = unanswered;
        return result;
      } catch (error) {
        // A server that answered and refused (success false, read by the feature) moved nothing and keeps that
        // answer under the key: the next try is a new intent. A failed call keeps the key for its retry, marked
        // uncertain when it got no answer.
        if (!(error instanceof ApiError)) intents.drop(scope);
        else intents.set(scope, { ...intent, uncertain: error.uncertain });
        throw error;
      }
    },
  });
  return { ...mutation, earlierIntent: () => earlier.current };
}
