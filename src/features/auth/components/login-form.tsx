import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BusyButton } from '@/components/form/busy-button';
import { useToast } from '@/components/toast/use-toast';
import { REGISTER_PATH } from '@/config/paths';
import { sessionInMemoryOnly } from '@/lib/session';
import { SESSION_NOT_STORED_TOAST_MS } from '../login-model';
import { useLoginForm } from '../hooks/use-login-form';
import { LoginField, LoginRefusedAlert, RememberMeCheckbox } from './login-form-parts';

interface LoginFormProps {
  /** Called with nothing once the token is saved; the route decides where to go. */
  onLoggedIn: () => void;
}

/** The login form: its state and request are in use-login-form.ts, its fields in login-form-parts.tsx. */
export function LoginForm({ onLoggedIn }: LoginFormProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const form = useLoginForm(() => {
    // A browser that refuses to store the token (private mode, full storage): the session works in memory, and
    // the member is told once, without being stopped, what a reload will lose.
    if (sessionInMemoryOnly()) toast.info(t('login.notStored'), SESSION_NOT_STORED_TOAST_MS);
    onLoggedIn();
  });
  const refused = form.error !== null;

  return (
    // Plain Bootstrap markup rather than react-bootstrap's Form: this is the first screen, and Form
    // brings every form control along.
    <form noValidate onSubmit={form.onSubmit} className="auth-form">
      <LoginField
        kind="phone"
        value={form.phone}
        onChange={form.setPhone}
        missing={form.phoneMissing}
        refused={refused}
        inputRef={form.refs.phone}
      />
      <LoginField
        kind="password"
        value={form.password}
        onChange={form.setPassword}
        missing={form.passwordMissing}
        refused={refused}
        inputRef={form.refs.password}
      />
      <RememberMeCheckbox checked={form.remember} onChange={form.setRemember} inputRef={form.refs.remember} />
      {refused && <LoginRefusedAlert error={form.error} />}
      <BusyButton type="submit" wide busy={form.pending} busyLabel={t('login.submitting')}>
        {t('login.submit')}
      </BusyButton>
      <p className="text-center mt-3 mb-0">
        {t('login.noAccount')} <Link to={REGISTER_PATH}>{t('login.toRegister')}</Link>
      </p>
    </form>
  );
}
