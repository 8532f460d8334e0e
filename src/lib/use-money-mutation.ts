import { type MutationKey, useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { ApiError, OfflineError } from './api-error';
import { takeReplayed } from './http';
import { intentOf, newIdempotencyKey } from './idempotency';
import { dropIntent, keepIntent, keptIntent, type KeptIntent } from './kept-intents';
import { signedInMember } from './wallet-query';

type MoneyMutationOptions<TData, TVariables> = Omit<
  UseMutationOptions<TData, Error, TVariables>,
  'mutationFn' | 'mutationKey' | 'networkMode'
> & {
  /**
   * Names the intent: the member's kept intent of this key is the one a retry, a reload or the member's next login
   * sends again (one per money call: its endpoint's keyOf, with what tells its intents apart, e.g. the QR provider).
   */
  mutationKey: MutationKey;
  /** The money call, given the intent's Idempotency-Key. */
  mutationFn: (variables: TVariables, idempotencyKey: string) => Promise<TData>;
  /**
   * The intent's text, compared with the kept one (src/lib/idempotency.ts intentOf by default). A call whose input
   * is a secret (a gift link: whoever has it takes the money) keeps a digest of it instead.
   */
  intentOf?: (variables: TVariables) => string;
};

/** The browser says it has no network: a money call is then not sent at all. */
const browserOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

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
 * The intent is the signed-in member's (src/lib/kept-intents.ts), kept under the `mutationKey`, rather than the
 * component's: a form opened again, a page reloaded after a timeout, or the same member's next login still
 * sends the first key (only when the member cannot be read is it kept for this page alone).
 *
 * `earlierIntent()` is the intent the last success answered when that answer is the earlier move's: the server
 * marked it `Idempotent-Replayed: true`, or its key had gone out before without an answer. It is never shown as
 * a new move.
 *
 * While the browser is offline nothing is sent: the call fails with OfflineError and the intent stays as it was.
 * The mutation never pauses (networkMode 'always'): TanStack Query would send a paused one by itself once the
 * network is back, behind the member's back; only the member's tap sends a money move.
 */
export function useMoneyMutation<TData, TVariables = void>({
  mutationFn,
  intentOf: intentText = intentOf,
  ...options
}: MoneyMutationOptions<TData, TVariables>) {
  const queryClient = useQueryClient();
  const own = useRef<Map<string, KeptIntent> | null>(null);
  own.current ??= new Map();
  const page = own.current;
  const earlier = useRef<KeptIntent | null>(null);
  const scope = JSON.stringify(options.mutationKey);
  const mutation = useMutation<TData, Error, TVariables>({
    ...options,
    networkMode: 'always',
    mutationFn: async (variables) => {
      earlier.current = null;
      if (browserOffline()) throw new OfflineError();
      const member = await signedInMember(queryClient);
      const intents = member ? memberStore(member) : localStore(page);
      const input = intentText(variables);
      const kept = intents.get(scope);
      const sentBefore = kept?.input === input ? kept : null;
      const intent = sentBefore ?? {
        input,
        key: newIdempotencyKey(),
        at: Date.now(),
        uncertain: false,
        amount: amountOf(variables),
      };
      // Kept before it is sent: a page closed while the call is on its way still knows its key. Kept with when it
      // was last sent: home waits that long for its line in the statement before saying it did not arrive.
      const sent = { ...intent, lastSentAt: Date.now() };
      intents.set(scope, { ...sent, uncertain: true });
      try {
        const result = await mutationFn(variables, intent.key);
        intents.drop(scope);
        // The server says the answer is the first one's, or the key had gone out before without an answer.
        const replayed = takeReplayed(intent.key);
        earlier.current = replayed || sentBefore?.uncertain ? intent : null;
        return result;
      } catch (error) {
        // A server that answered and refused (success false, read by the feature) moved nothing and keeps that
        // answer under the key: the next try is a new intent. A failed call keeps the key for its retry, marked
        // uncertain when it may have gone through.
        if (!(error instanceof ApiError)) intents.drop(scope);
        else intents.set(scope, { ...sent, uncertain: error.uncertain });
        throw error;
      }
    },
  });
  /**
   * Ends the kept intent: what it asked for is over without a success here (a QR code cancelled or expired), so the
   * same input later is a new intent, never answered with that old one's answer.
   */
  const forgetIntent = useCallback(async () => {
    const member = await signedInMember(queryClient);
    (member ? memberStore(member) : localStore(page)).drop(scope);
  }, [queryClient, page, scope]);
  return { ...mutation, earlierIntent: () => earlier.current, forgetIntent };
}
