import { useCallback } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { config } from '@/config';
import { keyOf, type ResponseOf } from '@/contract/endpoint';
import { lookup } from '@/contract/lookup';
import { isWholeCurrency } from '@/rules/money';
import { call } from './http';
import { currencyWord, formatAmount, formatCurrency, toCurrency, type Currency } from './format';

/** The build's currency: LAK in the Laos build (spec section 9), baht otherwise. */
export const BUILD_CURRENCY: Currency = toCurrency(config.defaultCurrency) ?? 'THB';

/**
 * The deposit lookup (spec section 7) read for the member's currency. Its own cache entry (under the lookup's
 * key): the deposit modal still loads the lookup fresh when it opens, with the wallet modes of that moment.
 */
export const currencyLookupQuery = queryOptions({
  queryKey: [...keyOf(lookup.deposit), 'currency'],
  queryFn: () => call(lookup.deposit),
  staleTime: 60_000,
  retry: false,
});

/**
 * The member's currency (docs/backend-contract.md): the wallet answer carries none (spec section 3),
 * so it is the `currency` of the first deposit bank entry that names a known one (THB/BAHT or LAK);
 * with none, or when the lookup fails, the build's currency.
 */
export function memberCurrency(lookupAnswer: Pick<ResponseOf<typeof lookup.deposit>, 'banks'> | undefined): Currency {
  for (const entry of lookupAnswer?.banks ?? []) {
    const currency = toCurrency(entry.currency);
    if (currency) return currency;
  }
  return BUILD_CURRENCY;
}

export interface Money {
  /** Undefined until the deposit lookup has answered (or failed): amounts wait for it. */
  currency: Currency | undefined;
  /** "1,234.50 baht", "1,500,000 kip": the member's currency in their language (the build's currency while unknown). */
  format: (value: number | string | null | undefined) => string;
  /** The number alone, as `format` writes it ("1,500,000" in kip), for the {{amount}} {{currency}} of locale strings. */
  amount: (value: number | string | null | undefined) => string;
  /** The currency's word for the {{currency}} of the locale strings. */
  word: string;
  /** The decimals a typed amount takes: none for kip (no coins in use; the build's currency while unknown), two for baht. */
  decimals: number;
}

export function useMoney(): Money {
  const { i18n } = useTranslation();
  const answer = useQuery(currencyLookupQuery);
  const currency = answer.isSuccess ? memberCurrency(answer.data) : answer.isError ? BUILD_CURRENCY : undefined;
  const resolved = currency ?? BUILD_CURRENCY;
  const locale = i18n.language;
  const format = useCallback(
    (value: number | string | null | undefined) => formatCurrency(value, resolved, { locale }),
    [resolved, locale],
  );
  const amount = useCallback((value: number | string | null | undefined) => formatAmount(value, resolved), [resolved]);
  return {
    currency,
    format,
    amount,
    word: currencyWord(resolved, locale),
    decimals: isWholeCurrency(resolved) ? 0 : 2,
  };
}
