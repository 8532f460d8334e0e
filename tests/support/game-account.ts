import type { GameAccount } from '@/contract/wallet';

/** A game account as the wallet answer carries it (spec section 3): an open slot game named for its code, no links. */
export function gameAccount(partial: Partial<GameAccount> = {}): GameAccount {
  const code = partial.code ?? 'pg';
  return {
    category: 'slot',
    code,
    name: code.toUpperCase(),
    logo: '',
    background: '#000',
    isActive: true,
    amount: 0,
    ftWalletSlot: 1,
    web: null,
    android: null,
    ios: null,
    ...partial,
  };
}
