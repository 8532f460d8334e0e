import { useCallback, useEffect, useState } from 'react';
import { readItem, STORAGE_KEYS, writeItem } from '@/lib/storage';
import { useAgreements } from '../api';
import { AGREEMENT_DELAY_MS } from '../model';

/** The agreement as home shows it: whether it is due, its texts, and the member's two answers. */
export interface AgreementPrompt {
  show: boolean;
  /** The agreement texts, as the server sends them. */
  agreements: string[];
  acknowledge: () => void;
  dismiss: () => void;
}

/**
 * The agreement opens AGREEMENT_DELAY_MS after entering home unless localStorage
 * remember-agreement says it was seen; acknowledging stores it. A failed or empty lookup shows nothing.
 */
export function useAgreementPrompt(): AgreementPrompt {
  const [seen] = useState(() => readItem(STORAGE_KEYS.rememberAgreement) === 'true');
  const [due, setDue] = useState(false);
  const [closed, setClosed] = useState(false);
  const agreements = useAgreements(!seen);

  useEffect(() => {
    if (seen) return;
    const timer = setTimeout(() => setDue(true), AGREEMENT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [seen]);

  const list = agreements.data ?? [];
  const show = !seen && due && !closed && list.length > 0;

  const acknowledge = useCallback(() => {
    writeItem(STORAGE_KEYS.rememberAgreement, 'true');
    setClosed(true);
  }, []);
  const dismiss = useCallback(() => setClosed(true), []);

  return { show, agreements: list, acknowledge, dismiss };
}
