import { useCallback } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { config } from '@/config';
import { keyOf, type ResponseOf } from '@/contract/endpoint';
import { lookup } from '@/contract/lookup';
import { isWholeCurrency } from '@/rules/money';
import { call } from './http';
import { STARTED_BY_ROUTE } from './query-client';
import { SERVER_TEXT } from './server-texts';
import { currencyWord, formatAmount, formatCurrency, toCurrency, type Currency } from './format';

/** The build's currency: LAK in the Laos build (spec section 9), baht otherwise. */
export const BUILD_CURRENCY: Currency = toCurrency(config.defaultCurrency) ?? 'THB';

/**
 * GET /api/lookup/deposit (spec section 7), its one query: every amount reads the member's currency from it, and
 * the deposit modal shows its banks, QR providers and wallet modes (loading it again when it opens, for the modes
 * of that moment). Its payee names come in the member's language: it loads again on a language change.
 */
export const depositLookupQuery = queryOptions({
  queryKey: keyOf(lookup.deposit),
  queryFn: () => call(lookup.deposit),
  meta: SERVER_TEXT,
  staleTime: 60_000,
  retry: false,
  ...STARTED_BY_ROUTE,
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
  const answer = useQuery(depositLookupQuery);
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
