import { useRef, useState, type FormEvent } from 'react';
import { Button, Form, Modal, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
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
  const inFlight = useRef(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    const checked = checkBankAccountName(name);
    if (!checked.ok) {
      errors.danger(t(checked.message.key));
      return;
    }
    inFlight.current = true;
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
        onSettled: () => {
          inFlight.current = false;
        },
      },
    );
  };

  return (
    <Modal show={show} onHide={onHide} centered aria-labelledby="bank-name-title">
      <Modal.Header closeButton closeLabel={t('common.close')}>
        <Modal.Title id="bank-name-title" as="h2" className="h5">
          {t('bankName.title')}
        </Modal.Title>
      </Modal.Header>
      <Form noValidate onSubmit={onSubmit}>
        <Modal.Body>
          <p>{t('bankName.text')}</p>
          <dl className="withdraw-modal__summary">
            <div>
              <dt>{t('bankName.account')}</dt>
              <dd>
                {bankName(bankAccount.bank, i18n.language, bankAccount.bankCode)} <span className="text-nowrap">{formatBankNumber(bankAccount.bankAccountNo)}</span>
              </dd>
            </div>
            <div>
              <dt>{t('bankName.current')}</dt>
              <dd>{bankAccount.bankAccountName}</dd>
            </div>
          </dl>
          <Form.Group controlId="bank-name-input">
            <Form.Label>{t('bankName.label')}</Form.Label>
            <Form.Control
              value={name}
              autoComplete="name"
              autoCapitalize="characters"
              onChange={(e) => setName(e.target.value.toUpperCase())}
              aria-describedby="bank-name-hint"
            />
            <Form.Text id="bank-name-hint">{t('bankName.hint')}</Form.Text>
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onHide}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending && <Spinner animation="border" size="sm" aria-hidden="true" className="me-1" />}
            {t('common.save')}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
