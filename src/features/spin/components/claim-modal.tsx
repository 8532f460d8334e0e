import { Button, Modal } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '@/components/safe-html';
import type { Coupon } from '@/contract/spin';
import { CLAIM_DEBOUNCE_MS } from '../model';
import { useDebouncedCallback } from './use-debounced-callback';

interface ClaimModalProps {
  coupon: Coupon;
  onCancel: () => void;
  /** Runs once, 500 ms after the last tap on confirm. */
  onConfirm: (coupon: Coupon) => void;
}

export function ClaimModal({ coupon, onCancel, onConfirm }: ClaimModalProps) {
  const { t } = useTranslation();
  const confirm = useDebouncedCallback(() => onConfirm(coupon), CLAIM_DEBOUNCE_MS);
  const { slice } = coupon.prize;

  const cancel = () => {
    confirm.cancel();
    onCancel();
  };

  return (
    <Modal show onHide={cancel} centered aria-labelledby="claim-title">
      <Modal.Header closeButton closeLabel={t('common.close')}>
        <Modal.Title id="claim-title" as="h2" className="h5">
          {t('spin.claimTitle', { label: slice.label })}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="fw-semibold mb-2">{slice.label}</p>
        {slice.htmlDescription ? <SafeHtml html={slice.htmlDescription} className="small" /> : null}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={cancel}>
          {t('common.cancel')}
        </Button>
        <Button variant="primary" onClick={() => confirm.run()}>
          {t('common.confirm')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
