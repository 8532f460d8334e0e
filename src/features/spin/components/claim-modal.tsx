import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { ModalFrame } from '@/components/modal-frame';
import { SafeHtml } from '@/components/safe-html';
import type { Coupon } from '@/contract/spin';
import { CLAIM_DEBOUNCE_MS } from '../model';
import { useDebouncedCallback } from '../hooks/use-debounced-callback';

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
    <ModalFrame
      show
      onHide={cancel}
      titleId="claim-title"
      title={t('spin.claimTitle', { label: slice.label })}
      footer={
        <>
          <Button variant="outline-secondary" onClick={cancel}>
            {t('common.cancel')}
          </Button>
          <Button variant="primary" onClick={() => confirm.run()}>
            {t('common.confirm')}
          </Button>
        </>
      }
    >
      <p className="fw-semibold mb-2">{slice.label}</p>
      {slice.htmlDescription ? <SafeHtml html={slice.htmlDescription} className="small" /> : null}
    </ModalFrame>
  );
}
