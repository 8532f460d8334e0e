import { useQuery } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { ModalFrame } from '@/components/modal-frame';
import { useReceipt } from '@/components/receipt/use-receipt';
import type { Slip, StatementEntry } from '@/contract/statement';
import { NO_PLACE_NAMES, placeName, type PlaceNames } from '@/lib/place-names';
import { bankParty, slipReceipt, type ReceiptInput } from '@/lib/receipt';
import { walletQuery } from '@/lib/wallet-query';
import { statementReceipt, type MemberBank } from '../model';

interface StatementReceiptProps {
  entry: StatementEntry;
  /** The bank and game names (src/lib/place-names.ts); undefined while they load (codes show as sent). */
  names: PlaceNames | undefined;
  onHide: () => void;
}

/** The member's bank account from the wallet already loaded (home and the statement load it), once it is in. */
export function useMemberBank(): MemberBank | null {
  const { i18n } = useTranslation();
  const bank = useQuery(walletQuery).data?.bankAccount;
  return bank ? { code: bank.bankCode, party: bankParty(bank, i18n.language) } : null;
}

/** The receipt of a statement line's move, opened again from the statement (or home) to save or share. */
export function StatementReceipt({ entry, names, onHide }: StatementReceiptProps) {
  const { t, i18n } = useTranslation();
  const memberBank = useMemberBank();
  const input = statementReceipt(
    entry,
    (code) => placeName(code, names ?? NO_PLACE_NAMES, t, i18n.language),
    memberBank,
  );
  return <ReceiptModal input={input} onHide={onHide} />;
}

/** A slip as its receipt: the record its upload's receipt showed, sent from the member's bank once the wallet is in. */
export function useSlipReceipt(): (slip: Slip) => ReceiptInput {
  const from = useMemberBank()?.party ?? { kind: 'source', key: 'slip' };
  return (slip) => slipReceipt(slip, from);
}

/** A slip's receipt in its own dialog, opened again from home. */
export function SlipReceipt({ slip, onHide }: { slip: Slip; onHide: () => void }) {
  const input = useSlipReceipt()(slip);
  return <ReceiptModal input={input} onHide={onHide} />;
}

/** A slip's receipt inside the slip list, with the way back to the list (as the slip's image). */
export function SlipReceiptView({ slip, onBack }: { slip: Slip; onBack: () => void }) {
  const { t } = useTranslation();
  const receipt = useReceipt();
  const input = useSlipReceipt()(slip);
  return (
    <div>
      {receipt(input)}
      <div className="d-flex justify-content-center mt-3">
        <Button variant="outline-secondary" size="sm" onClick={onBack}>
          {t('slip.backToList')}
        </Button>
      </div>
    </div>
  );
}

/** A move's receipt in its own dialog, titled with the move's kind as its Type row names it. */
function ReceiptModal({ input, onHide }: { input: ReceiptInput; onHide: () => void }) {
  const { t } = useTranslation();
  const receipt = useReceipt();
  return (
    <ModalFrame
      onHide={onHide}
      titleId="statement-receipt-title"
      title={t(`receipt.move.${input.move}`)}
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
