import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { ModalFrame } from '@/components/modal-frame';
import { SafeHtml } from '@/components/safe-html';

export interface AgreementModalProps {
  show: boolean;
  agreements: string[];
  /** The member read it: remembered, not shown again. */
  onAcknowledge: () => void;
  /** Closed without acknowledging: shown again next time. */
  onHide: () => void;
}

export function AgreementModal({ show, agreements, onAcknowledge, onHide }: AgreementModalProps) {
  const { t } = useTranslation();
  return (
    <ModalFrame
      show={show}
      onHide={onHide}
      scrollable
      titleId="agreement-title"
      title={t('agreement.title')}
      footer={
        <>
          <Button variant="primary" className="w-100" onClick={onAcknowledge}>
            {t('agreement.accept')}
          </Button>
        </>
      }
    >
      {agreements.map((html, index) => (
        <SafeHtml key={index} html={html} className="agreement-item mb-3" topHeading={3} />
      ))}
    </ModalFrame>
  );
}
