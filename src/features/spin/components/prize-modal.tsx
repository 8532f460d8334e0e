import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { ModalFrame } from '@/components/modal-frame';
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
    <ModalFrame
      show={show}
      onHide={onClose}
      titleId="prize-title"
      title={t('spin.prizeTitle')}
      bodyClassName="text-center"
      footer={
        <>
          <Button variant="primary" onClick={onClose}>
            {t('common.close')}
          </Button>
        </>
      }
    >
      <p className="mb-1">{t('spin.prizeLead')}</p>
      <p className="spin-prize__label" style={{ backgroundColor: slice.bgColor, color: slice.textColor }}>
        {slice.label}
      </p>
      {slice.htmlDescription ? <SafeHtml html={slice.htmlDescription} className="small text-start" /> : null}
      <p className="small text-body-secondary mb-0">{t('spin.prizeCouponHint')}</p>
    </ModalFrame>
  );
}
