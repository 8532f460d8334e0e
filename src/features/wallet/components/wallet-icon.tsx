import type { ReactElement } from 'react';
import { PathIcon } from '@/components/path-icon';
import { WARNING_PATH } from '@/components/warning-icon';

const paths = {
  deposit: 'M12 3v12M7 10l5 5 5-5M4 19h16',
  withdraw: 'M12 21V9M7 14l5-5 5 5M4 5h16',
  spin: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 2v20M2 12h20M5 5l14 14M19 5L5 19',
  refresh: 'M21 12a9 9 0 1 1-3-6.7L21 8M21 3v5h-5',
  invite: 'M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM19 8v6M22 11h-6',
  gift: 'M20 12v10H4V12M2 7h20v5H2zM12 22V7M12 7H7.5a2.5 2.5 0 1 1 0-5C11 2 12 7 12 7zM12 7h4.5a2.5 2.5 0 1 0 0-5C13 2 12 7 12 7z',
  // Money without a currency sign: a coin is a plain disc, for the baht and the kip member alike.
  refund: 'M3 12a9 9 0 1 0 3-6.7L3 8M3 3v5h5M12 15.5a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7z',
  transfer: 'M7 7h13l-4-4M17 17H4l4 4',
  coin: 'M9 15a6 6 0 1 0 0-12 6 6 0 0 0 0 12zM18.1 10.4a6 6 0 1 1-7.7 7.7',
  play: 'M6 4l14 8-14 8z',
  key: 'M21 2l-2 2m-7.6 7.6a5.5 5.5 0 1 1-7.8 7.8 5.5 5.5 0 0 1 7.8-7.8zm0 0L15.5 7.5m0 0l3 3L22 7l-3-3m-3.5 3.5L19 4',
  warning: WARNING_PATH,
  chevronLeft: 'M15 18l-6-6 6-6',
  chevronRight: 'M9 18l6-6-6-6',
} as const;

export type WalletIconName = keyof typeof paths;

export function WalletIcon({ name, size = 24 }: { name: WalletIconName; size?: number }): ReactElement {
  return <PathIcon d={paths[name]} size={size} />;
}
