import { Button, Modal } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '@/components/safe-html';
import type { SpinSlice } from '@/contract/spin';

interface PrizeModalProps {
  show: boolean;
  slice: SpinSlice;
  onClose: () => void;
}

export function PrizeModal({ show, slice, onClose }: PrizeModalProps) {
  const { t } = useTranslation();
  return (
    <Modal show={show} onHide={onClose} centered aria-labelledby="prize-title">
      <Modal.Header closeButton closeLabel={t('common.close')}>
        <Modal.Title id="prize-title" as="h2" className="h5">
          {t('spin.prizeTitle')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body className="text-center">
        <p className="mb-1">{t('spin.prizeLead')}</p>
        <p className="spin-prize__label" style={{ backgroundColor: slice.bgColor, color: slice.textColor }}>
          {slice.label}
        </p>
        {slice.htmlDescription ? <SafeHtml html={slice.htmlDescription} className="small text-start" /> : null}
        <p className="small text-body-secondary mb-0">{t('spin.prizeCouponHint')}</p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="primary" onClick={onClose}>
          {t('common.close')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
