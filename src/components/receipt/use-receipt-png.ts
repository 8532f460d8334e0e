import { useEffect, useState } from 'react';
import type { ReceiptSlip } from '@/lib/receipt-card';

export type ReceiptPngState = { status: 'building' } | { status: 'ready'; file: File } | { status: 'failed' };

const BUILDING: ReceiptPngState = { status: 'building' };

/**
 * Builds the receipt PNG as soon as the receipt shows, so Save and Share run within the tap. The drawing code
 * loads then (its own chunk): a money move's dialogs carry none of it until a receipt is on screen.
 */
export function useReceiptPng(slip: ReceiptSlip, fileName: string): ReceiptPngState {
  const key = JSON.stringify([slip, fileName]);
  const [built, setBuilt] = useState<{ key: string; state: ReceiptPngState } | null>(null);

  useEffect(() => {
    let active = true;
    const [builtSlip, builtName] = JSON.parse(key) as [ReceiptSlip, string];
    import('./receipt-image')
      .then(({ buildReceiptFile }) => buildReceiptFile(builtSlip, builtName))
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
