import { useTranslation } from 'react-i18next';

/** How far the slip's upload is, as a striped bar with its percentage. */
export function SlipProgress({ progress }: { progress: number }) {
  const { t } = useTranslation();
  return (
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
  );
}
