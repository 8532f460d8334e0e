import { Button, Modal } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
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
    <Modal show={show} onHide={onHide} centered scrollable aria-labelledby="agreement-title">
      <Modal.Header closeButton closeLabel={t('common.close')}>
        <Modal.Title id="agreement-title" as="h2" className="h5">
          {t('agreement.title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {agreements.map((html, index) => (
          <SafeHtml key={index} html={html} className="agreement-item mb-3" />
        ))}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="primary" className="w-100" onClick={onAcknowledge}>
          {t('agreement.accept')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
