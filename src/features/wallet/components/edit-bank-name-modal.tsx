import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import FormControl from 'react-bootstrap/FormControl';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/form/busy-button';
import { Field } from '@/components/form/field';
import { useSingleFlight } from '@/components/form/use-single-flight';
import { ModalFrame } from '@/components/modal-frame';
import { useStepErrors } from '@/components/toast/use-step-errors';
import { useToast } from '@/components/toast/use-toast';
import { errorText } from '@/lib/errors';
import { formatBankNumber } from '@/rules/bank-account';
import { bankName } from '@/rules/bank-name';
import type { BankAccount } from '@/contract/entities';
import { useUpdateBankAccountName } from '../api';
import { checkBankAccountName } from '../model';

export interface EditBankNameModalProps {
  bankAccount: BankAccount;
  show: boolean;
  onHide: () => void;
  /** Runs after a successful save (the copy action that asked for the English name). */
  onSaved?: () => void;
}

/** Spec sections 4 and 5: the English account name a KTB, TMB or BBL account needs, checked, upper-cased and saved. */
export function EditBankNameModal({ bankAccount, show, onHide, onSaved }: EditBankNameModalProps) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const save = useSaveBankName(bankAccount, () => {
    onHide();
    onSaved?.();
  });

  return (
    <ModalFrame
      show={show}
      onHide={onHide}
      titleId="bank-name-title"
      title={t('bankName.title')}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        save.submit(name);
      }}
      footer={
        <>
          <Button variant="outline-secondary" onClick={onHide}>
            {t('common.cancel')}
          </Button>
          <BusyButton type="submit" busy={save.pending}>
            {t('common.save')}
          </BusyButton>
        </>
      }
    >
      <p>{t('bankName.text')}</p>
      <CurrentBankAccount bankAccount={bankAccount} />
      <Field
        id="bank-name-input"
        className=""
        label={t('bankName.label')}
        hint={t('bankName.hint')}
        hintId="bank-name-hint"
      >
        {(control) => (
          <FormControl
            {...control}
            value={name}
            autoComplete="name"
            autoCapitalize="characters"
            onChange={(e) => setName(e.target.value.toUpperCase())}
          />
        )}
      </Field>
    </ModalFrame>
  );
}

/** Checks the typed name (a toast says what is wrong) and saves it, one request at a time; `onSaved` after a toast. */
function useSaveBankName(bankAccount: BankAccount, onSaved: () => void) {
  const { t } = useTranslation();
  const toast = useToast();
  const errors = useStepErrors();
  const update = useUpdateBankAccountName();
  const flight = useSingleFlight();

  const submit = (name: string) => {
    if (flight.flying()) return;
    const checked = checkBankAccountName(name);
    if (!checked.ok) {
      errors.danger(t(checked.message.key));
      return;
    }
    flight.start();
    update.mutate(
      { bankCode: bankAccount.bankCode, bankAccountName: checked.value },
      {
        onSuccess: () => {
          errors.clear();
          toast.success(t('bankName.saved'));
          onSaved();
        },
        onError: (error) => errors.danger(errorText(t, error)),
        onSettled: flight.end,
      },
    );
  };
  return { submit, pending: update.isPending };
}

/** The account the name is for, and the name it has now. */
function CurrentBankAccount({ bankAccount }: { bankAccount: BankAccount }) {
  const { t, i18n } = useTranslation();
  return (
    <dl className="withdraw-modal__summary">
      <div>
        <dt>{t('bankName.account')}</dt>
        <dd>
          {bankName(bankAccount.bank, i18n.language, bankAccount.bankCode)}{' '}
          <span className="text-nowrap">{formatBankNumber(bankAccount.bankAccountNo, bankAccount.bankCode)}</span>
        </dd>
      </div>
      <div>
        <dt>{t('bankName.current')}</dt>
        <dd>{bankAccount.bankAccountName}</dd>
      </div>
    </dl>
  );
}
