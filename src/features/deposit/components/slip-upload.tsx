import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/form/busy-button';
import { SlipPicker } from './slip-picker';
import { SlipProgress } from './slip-progress';
import { SlipUploaded } from './slip-uploaded';
import { useSlipUpload } from '../hooks/use-slip-upload';

export interface SlipUploadProps {
  /** Where the slip status lives (the statement page); called as the member follows the link. */
  onOpenStatus: () => void;
}

/** Picks a slip image (styled picker with its name and a preview) and uploads it with a visible progress bar. */
export function SlipUpload({ onOpenStatus }: SlipUploadProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const slip = useSlipUpload();
  const { closed, problem, uploaded } = slip;

  return (
    <section className="deposit-slip card" aria-labelledby={`${inputId}-title`}>
      <form className="card-body" noValidate onSubmit={(event) => void slip.onSubmit(event)}>
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
          inputRef={slip.inputRef}
          fileName={slip.file?.name ?? null}
          preview={slip.preview}
          disabled={closed || slip.uploading}
          onPick={slip.onPick}
        />
        {slip.progress !== null && <SlipProgress progress={slip.progress} />}
        {problem && (
          <p className="alert alert-danger py-2 mb-2" role="alert">
            {problem}
          </p>
        )}
        {uploaded && <SlipUploaded uploaded={uploaded} onOpenStatus={onOpenStatus} />}
        <BusyButton
          type="submit"
          className="w-100"
          disabled={closed || !slip.file || slip.uploading}
          busy={slip.uploading}
        >
          {t('deposit.slip.upload')}
        </BusyButton>
      </form>
    </section>
  );
}
