import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useDialog } from '@/components/dialog/use-dialog';
import { BusyButton } from '@/components/form/busy-button';
import { useReceipt } from '@/components/receipt/use-receipt';
import { useSingleFlight } from '@/components/form/use-single-flight';
import { useMoney } from '@/lib/member-currency';
import { Link } from 'react-router-dom';
import { errorText } from '@/lib/errors';
import { slipStatusPath } from '@/lib/slip-status-link';
import type { SlipUploadAnswer } from '@/contract/wallet';
import { useSlipLookup, useUploadSlip } from '../api';
import { slipFileProblem } from '../model';
import { SlipPicker } from './slip-picker';

export interface SlipUploadProps {
  /** Where the slip status lives (the statement page); called as the member follows the link. */
  onOpenStatus: () => void;
}

/** Picks a slip image (styled picker with its name and a preview) and uploads it with a visible progress bar. */
export function SlipUpload({ onOpenStatus }: SlipUploadProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const dialog = useDialog();
  const receipt = useReceipt();
  const inputId = useId();
  const slipLookup = useSlipLookup(true);
  const upload = useUploadSlip();
  const inputRef = useRef<HTMLInputElement>(null);
  const flight = useSingleFlight();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState<SlipUploadAnswer | null>(null);
  const closed = slipLookup.data?.isOpen === false;

  // The preview is an object URL of the picked file, revoked when replaced or on unmount.
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

  const onPick = (picked: File | null) => {
    const local = picked ? slipFileProblem(picked) : null;
    setUploaded(null);
    setProblem(local ? t(`errors.${local}`) : null);
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
      // Issue 33: the accepted slip's receipt; amount, time and reference only from the answer's slip.
      void dialog.success({
        message: t('deposit.slip.received'),
        details: receipt({
          move: 'slip',
          amount: result.slip?.amount,
          from: { kind: 'source', key: 'slip' },
          to: { kind: 'wallet' },
          at: result.slip?.createdAt ?? new Date(),
          reference: result.slip?.reference,
        }),
      });
    } catch (error) {
      setProblem(errorText(t, error));
    } finally {
      flight.end();
      setProgress(null);
    }
  };

  return (
    <section className="deposit-slip card" aria-labelledby={`${inputId}-title`}>
      <Form className="card-body" noValidate onSubmit={(event) => void onSubmit(event)}>
        <h3 id={`${inputId}-title`} className="h6">
          {t('deposit.slip.title')}
        </h3>
        {closed && (
          <p className="alert alert-warning py-2" role="status">
            {t('deposit.slip.closed')}
          </p>
        )}
        <SlipPicker
          id={inputId}
          inputRef={inputRef}
          fileName={file?.name ?? null}
          preview={preview}
          disabled={closed || upload.isPending}
          onPick={onPick}
        />
        {progress !== null && (
          <div className="progress my-2">
            <div
              className="progress-bar progress-bar-striped progress-bar-animated"
              role="progressbar"
              aria-label={t('deposit.slip.progress')}
              aria-valuenow={progress}
              aria-valuemin={0}
              aria-valuemax={100}
              style={{ width: `${progress}%` }}
            >
              {progress}%
            </div>
          </div>
        )}
        {problem && (
          <p className="alert alert-danger py-2 mb-2" role="alert">
            {problem}
          </p>
        )}
        {uploaded && (
          <div className="alert alert-success py-2 mb-2" role="status">
            <p className="mb-1">
              {/* The spec shows no answer for the upload: its reference and amount only when the server sends them. */}
              {uploaded.slip
                ? t('deposit.slip.uploaded', {
                    reference: uploaded.slip.reference,
                    amount: money.amount(uploaded.slip.amount),
                    currency: money.word,
                  })
                : t('deposit.slip.received')}
            </p>
            <Link to={slipStatusPath(uploaded.slip?.reference)} onClick={onOpenStatus} className="alert-link">
              {t('deposit.slip.openStatus')}
            </Link>
          </div>
        )}
        <BusyButton
          type="submit"
          className="w-100"
          disabled={closed || !file || upload.isPending}
          busy={upload.isPending}
        >
          {t('deposit.slip.upload')}
        </BusyButton>
      </Form>
    </section>
  );
}
