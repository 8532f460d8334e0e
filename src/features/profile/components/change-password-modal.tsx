import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import FormControl from 'react-bootstrap/FormControl';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/form/busy-button';
import { Field } from '@/components/form/field';
import { useSingleFlight } from '@/components/form/use-single-flight';
import { ModalFrame } from '@/components/modal-frame';
import { useDialog } from '@/components/dialog/use-dialog';
import { errorText } from '@/lib/errors';
import { useChangePassword } from '../api';
import { checkChangePassword } from '../model';

interface ChangePasswordModalProps {
  show: boolean;
  onHide: () => void;
}

export function ChangePasswordModal({ show, onHide }: ChangePasswordModalProps) {
  const { t } = useTranslation();
  const dialog = useDialog();
  const change = useChangePassword();
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const flight = useSingleFlight();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (flight.flying()) return;
    const check = checkChangePassword({ oldPassword, newPassword, confirmPassword });
    if (check.kind === 'ignore') return;
    if (check.kind === 'invalid') {
      setMismatch(true);
      return;
    }
    setMismatch(false);
    flight.start();
    change.mutate(
      { oldPassword, newPassword },
      {
        onSuccess: () => {
          onHide();
          void dialog.success({ title: t('common.successTitle'), message: t('common.saved') });
        },
        onError: (error) => void dialog.error({ title: t('common.errorTitle'), message: errorText(t, error) }),
        onSettled: flight.end,
      },
    );
  };

  const field = (id: string, label: string, value: string, set: (v: string) => void, autoComplete: string) => {
    const mismatched = mismatch && id !== 'password-old';
    return (
      <Field id={id} label={label} describedBy={mismatched ? 'password-mismatch' : undefined} invalid={mismatched}>
        {(control) => (
          <FormControl
            {...control}
            type="password"
            autoComplete={autoComplete}
            value={value}
            onChange={(e) => {
              set(e.target.value);
              setMismatch(false);
            }}
          />
        )}
      </Field>
    );
  };

  return (
    <ModalFrame
      show={show}
      onHide={onHide}
      titleId="password-title"
      title={t('password.title')}
      onSubmit={onSubmit}
      footer={
        <>
          <Button variant="outline-secondary" onClick={onHide}>
            {t('common.cancel')}
          </Button>
          <BusyButton type="submit" variant="primary" busy={change.isPending}>
            {t('common.save')}
          </BusyButton>
        </>
      }
    >
      {field('password-old', t('password.old'), oldPassword, setOldPassword, 'current-password')}
      {field('password-new', t('password.new'), newPassword, setNewPassword, 'new-password')}
      {field('password-confirm', t('password.confirm'), confirmPassword, setConfirmPassword, 'new-password')}
      {mismatch && (
        <div id="password-mismatch" role="alert" className="alert alert-danger py-2 mb-0">
          {t('password.notEqual')}
        </div>
      )}
    </ModalFrame>
  );
}
