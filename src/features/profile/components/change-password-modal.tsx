import { useState, type FormEvent } from 'react';
import { Button, Form, Modal, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
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

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (change.isPending) return;
    const check = checkChangePassword({ oldPassword, newPassword, confirmPassword });
    if (check.kind === 'ignore') return;
    if (check.kind === 'invalid') {
      setMismatch(true);
      return;
    }
    setMismatch(false);
    change.mutate(
      { oldPassword, newPassword },
      {
        onSuccess: () => {
          onHide();
          void dialog.success({ title: t('common.successTitle'), message: t('common.saved') });
        },
        onError: (error) => void dialog.error({ title: t('common.errorTitle'), message: errorText(t, error) }),
      },
    );
  };

  const field = (id: string, label: string, value: string, set: (v: string) => void, autoComplete: string) => (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        type="password"
        autoComplete={autoComplete}
        value={value}
        onChange={(e) => {
          set(e.target.value);
          setMismatch(false);
        }}
        aria-describedby={mismatch && id !== 'password-old' ? 'password-mismatch' : undefined}
        aria-invalid={mismatch && id !== 'password-old' ? true : undefined}
      />
    </Form.Group>
  );

  return (
    <Modal show={show} onHide={onHide} centered aria-labelledby="password-title">
      <Form noValidate onSubmit={onSubmit}>
        <Modal.Header closeButton closeLabel={t('common.close')}>
          <Modal.Title id="password-title" as="h2" className="h5">
            {t('password.title')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {field('password-old', t('password.old'), oldPassword, setOldPassword, 'current-password')}
          {field('password-new', t('password.new'), newPassword, setNewPassword, 'new-password')}
          {field('password-confirm', t('password.confirm'), confirmPassword, setConfirmPassword, 'new-password')}
          {mismatch && (
            <div id="password-mismatch" role="alert" className="alert alert-danger py-2 mb-0">
              {t('password.notEqual')}
            </div>
          )}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onHide}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="primary" disabled={change.isPending}>
            {change.isPending && <Spinner animation="border" size="sm" aria-hidden="true" className="me-1" />}
            {t('common.save')}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
