import FormGroup from 'react-bootstrap/FormGroup';
import FormLabel from 'react-bootstrap/FormLabel';
import FormSelect from 'react-bootstrap/FormSelect';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/lib/member-currency';
import { useBalancesHidden } from '../balance-visibility';
import { NONE, WALLET } from '../model';

export interface TransferAccountSelectProps {
  id: string;
  label: string;
  value: string;
  onChange: (next: string) => void;
  /** The wallet's balance; the wallet is not offered until it is known. */
  walletAmount: number | undefined;
  accounts: readonly { value: string; name: string; amount: number }[];
  /** The transfer's message is showing: the select points at it. */
  described: boolean;
}

/** One end of a transfer: the wallet or a game account, each with its balance (unless the member hid them). */
export function TransferAccountSelect({
  id,
  label,
  value,
  onChange,
  walletAmount,
  accounts,
  described,
}: TransferAccountSelectProps) {
  const { t } = useTranslation();
  const money = useMoney();
  // Hidden balances leave the name alone: an option is plain text, the mask would be read out as bullets.
  const { hidden } = useBalancesHidden();
  const option = (optionValue: string, optionLabel: string, balance: number) => (
    <option key={optionValue} value={optionValue}>
      {hidden ? optionLabel : `${optionLabel} (${money.format(balance)})`}
    </option>
  );
  return (
    <FormGroup className="mb-3" controlId={id}>
      <FormLabel>{label}</FormLabel>
      <FormSelect
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={described ? 'transfer-message' : undefined}
      >
        <option value={NONE}>{t('transfer.choose')}</option>
        {walletAmount !== undefined && option(WALLET, t('transfer.wallet'), walletAmount)}
        {accounts.map((account) => option(account.value, account.name, account.amount))}
      </FormSelect>
    </FormGroup>
  );
}
