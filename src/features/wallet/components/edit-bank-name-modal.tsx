import { useState, type FormEvent } from 'react';
import { Button, Form } from 'react-bootstrap';
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

export function EditBankNameModal({ bankAccount, show, onHide, onSaved }: EditBankNameModalProps) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const errors = useStepErrors();
  const update = useUpdateBankAccountName();
  const [name, setName] = useState('');
  const flight = useSingleFlight();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
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
          onHide();
          onSaved?.();
        },
        onError: (error) => errors.danger(errorText(t, error)),
        onSettled: flight.end,
      },
    );
  };

  return (
    <ModalFrame
      show={show}
      onHide={onHide}
      titleId="bank-name-title"
      title={t('bankName.title')}
      onSubmit={onSubmit}
      footer={
        <>
          <Button variant="outline-secondary" onClick={onHide}>
            {t('common.cancel')}
          </Button>
          <BusyButton type="submit" busy={update.isPending}>
            {t('common.save')}
          </BusyButton>
        </>
      }
    >
      <p>{t('bankName.text')}</p>
      <dl className="withdraw-modal__summary">
        <div>
          <dt>{t('bankName.account')}</dt>
          <dd>
            {bankName(bankAccount.bank, i18n.language, bankAccount.bankCode)}{' '}
            <span className="text-nowrap">{formatBankNumber(bankAccount.bankAccountNo)}</span>
          </dd>
        </div>
        <div>
          <dt>{t('bankName.current')}</dt>
          <dd>{bankAccount.bankAccountName}</dd>
        </div>
      </dl>
      <Field
        id="bank-name-input"
        className=""
        label={t('bankName.label')}
        hint={t('bankName.hint')}
        hintId="bank-name-hint"
      >
        {(control) => (
          <Form.Control
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
