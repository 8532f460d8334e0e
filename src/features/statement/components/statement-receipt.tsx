import { Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { ModalFrame } from '@/components/modal-frame';
import { useReceipt } from '@/components/receipt/use-receipt';
import type { StatementEntry } from '@/contract/statement';
import { NO_PLACE_NAMES, placeName, type PlaceNames } from '@/lib/place-names';
import { isKnownType, statementReceipt } from '../model';

interface StatementReceiptProps {
  entry: StatementEntry;
  /** The bank and game names (src/lib/place-names.ts); undefined while they load (codes show as sent). */
  names: PlaceNames | undefined;
  onHide: () => void;
}

/** The receipt of a statement line's move, opened again from the statement to save or share. */
export function StatementReceipt({ entry, names, onHide }: StatementReceiptProps) {
  const { t, i18n } = useTranslation();
  const receipt = useReceipt();
  const input = statementReceipt(entry, (code) => placeName(code, names ?? NO_PLACE_NAMES, t, i18n.language));
  const type = isKnownType(entry.statementType) ? entry.statementType : 'other';
  return (
    <ModalFrame
      onHide={onHide}
      titleId="statement-receipt-title"
      title={t(`statement.type.${type}`)}
      footer={
        <Button variant="primary" onClick={onHide}>
          {t('common.close')}
        </Button>
      }
    >
      {receipt(input)}
    </ModalFrame>
  );
}
