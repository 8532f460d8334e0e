import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSingleFlight } from '@/components/form/use-single-flight';
import { useAnsweredMove } from '@/components/receipt/use-answered-move';
import type { BankAccount } from '@/contract/entities';
import type { SlipUploadAnswer } from '@/contract/wallet';
import { errorText } from '@/lib/errors';
import { bankParty, slipReceipt, type ReceiptParty } from '@/lib/receipt';
import { walletQuery } from '@/lib/wallet-query';
import { useSlipLookup, useUploadSlip } from '../api';
import { SLIP_MAX_MB, slipFileProblem } from '../model';

/** The picked file's preview: an object URL, revoked when replaced or on unmount. */
function useSlipPreview() {
  const [preview, setPreview] = useState<string | null>(null);
  const previewRef = useRef<string | null>(null);
  const showPreview = (next: File | null) => {
    if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    previewRef.current = next && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(next) : null;
    setPreview(previewRef.current);
  };
  useEffect(
    () => () => {
      if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    },
    [],
  );
  return { preview, showPreview };
}

/** Whose transfer the slip shows: the member's bank account, or "Slip" while the wallet is not loaded. */
function slipSender(bank: BankAccount | null | undefined, locale: string): ReceiptParty {
  return bank ? bankParty(bank, locale) : { kind: 'source', key: 'slip' };
}

/**
 * The slip's upload: whether uploads are open (the slip lookup), the picked file (refused when it is not an
 * image) with its preview, one upload at a time with its progress, and the answer: the accepted slip's receipt in
 * the success dialog and its line, or why it was refused.
 */
export function useSlipUpload() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const answered = useAnsweredMove();
  const slipLookup = useSlipLookup(true);
  const upload = useUploadSlip();
  const inputRef = useRef<HTMLInputElement>(null);
  const flight = useSingleFlight();
  const [file, setFile] = useState<File | null>(null);
  const { preview, showPreview } = useSlipPreview();
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState<SlipUploadAnswer | null>(null);
  const closed = slipLookup.data?.isOpen === false;

  const onPick = (picked: File | null) => {
    const local = picked ? slipFileProblem(picked) : null;
    setUploaded(null);
    setProblem(
      local === 'SLIP_TOO_LARGE' ? t('deposit.slip.tooLarge', { size: SLIP_MAX_MB }) : local && t(`errors.${local}`),
    );
    setFile(local ? null : picked);
    showPreview(local ? null : picked);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (flight.flying() || closed) return;
    if (!file) {
      setProblem(t('errors.SLIP_NO_FILE'));
      return;
    }
    flight.start();
    setProblem(null);
    setProgress(0);
    try {
      const result = await upload.mutateAsync({ file, onProgress: setProgress });
      setUploaded(result);
      setFile(null);
      showPreview(null);
      if (inputRef.current) inputRef.current.value = '';
      // The accepted slip's receipt is the slip's record, as the slip list shows it again later (slipReceipt);
      // an answer without the slip gives what the member knows: a slip from their bank, being checked.
      const from = slipSender(queryClient.getQueryData(walletQuery.queryKey)?.bankAccount, i18n.language);
      void answered(
        result.slip ? slipReceipt(result.slip, from) : { move: 'slip', from, to: { kind: 'wallet' }, at: new Date() },
        { message: t('deposit.slip.received') },
        upload.earlierIntent(),
      );
    } catch (error) {
      setProblem(errorText(t, error));
    } finally {
      flight.end();
      setProgress(null);
    }
  };

  return {
    closed,
    inputRef,
    file,
    preview,
    progress,
    problem,
    uploaded,
    uploading: upload.isPending,
    onPick,
    onSubmit,
  };
}
