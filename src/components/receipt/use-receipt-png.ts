import { useEffect, useState } from 'react';
import type { ReceiptRow } from '@/lib/receipt';

export type ReceiptPngState = { status: 'building' } | { status: 'ready'; file: File } | { status: 'failed' };

const BUILDING: ReceiptPngState = { status: 'building' };

/**
 * Builds the receipt PNG as soon as the receipt shows, so Save and Share run within the tap. The drawing code
 * loads then (its own chunk): a money move's dialogs carry none of it until a receipt is on screen.
 */
export function useReceiptPng(title: string, rows: readonly ReceiptRow[], fileName: string): ReceiptPngState {
  const key = JSON.stringify([title, rows, fileName]);
  const [built, setBuilt] = useState<{ key: string; state: ReceiptPngState } | null>(null);

  useEffect(() => {
    let active = true;
    const [builtTitle, builtRows, builtName] = JSON.parse(key) as [string, ReceiptRow[], string];
    import('./receipt-image')
      .then(({ buildReceiptFile }) => buildReceiptFile(builtTitle, builtRows, builtName))
      .then(
        (file) => active && setBuilt({ key, state: { status: 'ready', file } }),
        () => active && setBuilt({ key, state: { status: 'failed' } }),
      );
    return () => {
      active = false;
    };
  }, [key]);

  return built?.key === key ? built.state : BUILDING;
}
