import { useEffect, useState } from 'react';
import type { CardLine } from '../qr-card';
import { buildQrFile } from '../qr-image';

export type QrPngState = { status: 'building' } | { status: 'ready'; file: File } | { status: 'failed' };

const BUILDING: QrPngState = { status: 'building' };

/**
 * Builds the saved-QR PNG as soon as a code is live (and again when its text changes, e.g. the language), so
 * Save and Share run within the tap: a share sheet opened after a slow await loses the tap's user activation.
 */
export function useQrPng(
  markup: string,
  amountText: string,
  providerName: string,
  expiryText: string,
  fileName: string,
): QrPngState {
  const key = JSON.stringify([markup, amountText, providerName, expiryText, fileName]);
  const [built, setBuilt] = useState<{ key: string; state: QrPngState } | null>(null);

  useEffect(() => {
    let active = true;
    const lines: CardLine[] = [
      { text: amountText, size: 40, weight: 700 },
      { text: providerName, size: 30, weight: 400 },
      { text: expiryText, size: 26, weight: 400 },
    ];
    buildQrFile(markup, lines, fileName).then(
      (file) => active && setBuilt({ key, state: { status: 'ready', file } }),
      () => active && setBuilt({ key, state: { status: 'failed' } }),
    );
    return () => {
      active = false;
    };
  }, [key, markup, amountText, providerName, expiryText, fileName]);

  return built?.key === key ? built.state : BUILDING;
}
