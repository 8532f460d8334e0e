import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { ModalFrame } from '@/components/modal-frame';
import { LoadingLine } from '@/components/loading-line';
import { SafeHtml } from '@/components/safe-html';
import { errorText } from '@/lib/errors';
import { useConditions } from '../api';

interface ConditionsModalProps {
  show: boolean;
  onHide: () => void;
}

export function ConditionsModal({ show, onHide }: ConditionsModalProps) {
  const { t } = useTranslation();
  const conditions = useConditions(show);

  return (
    <ModalFrame
      show={show}
      onHide={onHide}
      scrollable
      titleId="conditions-title"
      title={t('conditions.title')}
      footer={
        <>
          <Button variant="primary" onClick={onHide}>
            {t('common.close')}
          </Button>
        </>
      }
    >
      {conditions.isPending && <LoadingLine />}
      {conditions.isError && (
        <div role="alert" className="text-center py-3">
          <p className="mb-2">{t('conditions.loadFailed')}</p>
          <p className="small text-body-secondary">{errorText(t, conditions.error)}</p>
          <Button variant="outline-primary" size="sm" onClick={() => void conditions.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      )}
      {conditions.isSuccess && conditions.data.length === 0 && <p>{t('conditions.empty')}</p>}
      {conditions.isSuccess &&
        conditions.data.map((html, index) => (
          <SafeHtml key={index} html={html} className="conditions-item mb-3" topHeading={3} />
        ))}
    </ModalFrame>
  );
}
