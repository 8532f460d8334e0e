import { useRef, useState, type FormEvent } from 'react';
import { Button, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { errorText } from '@/lib/errors';
import { saveToken } from '@/lib/session';
import { login } from '../login-api';
import { config } from '@/config';
import { normalisePhone } from '@/rules/phone';
import { canSubmitLogin, phoneMessage } from '../login-model';

interface LoginFormProps {
  /** Called with nothing once the token is saved; the route decides where to go. */
  onLoggedIn: () => void;
}

export function LoginForm({ onLoggedIn }: LoginFormProps) {
  const { t } = useTranslation();
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(true);
  const [error, setError] = useState<unknown>(null);
  // Set on a submit with an empty field: marks the empty ones, sends nothing.
  const [showRequired, setShowRequired] = useState(false);
  // The phone rule of registration, applied before sending (spec sections 5 and 9).
  const [phoneProblem, setPhoneProblem] = useState<string | null>(null);
  // A second tap before React re-renders must not send twice.
  const inFlight = useRef(false);
  // Plain state rather than a TanStack mutation: the first page then loads none of the mutation machinery.
  const [pending, setPending] = useState(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    if (!canSubmitLogin({ phone, password })) {
      setShowRequired(true);
      return;
    }
    const problem = phoneMessage(phone, config.phoneLength);
    if (problem) {
      setPhoneProblem(problem);
      return;
    }
    inFlight.current = true;
    setPending(true);
    setError(null);
    login({ username: normalisePhone(phone), password })
      .then(({ token }) => {
        saveToken(token, remember);
        onLoggedIn();
      }, setError)
      .finally(() => {
        inFlight.current = false;
        setPending(false);
      });
  };

  const clearError = () => {
    setError(null);
    setShowRequired(false);
    setPhoneProblem(null);
  };

  const phoneMissing = showRequired && phone.trim() === '';
  const phoneInvalid = phoneMissing || phoneProblem !== null;
  const passwordMissing = showRequired && password === '';
  const describedBy = (own: string, missing: boolean) =>
    [missing ? own : null, error ? 'login-error' : null].filter(Boolean).join(' ') || undefined;

  return (
    // Plain Bootstrap markup rather than react-bootstrap's Form: this is the first screen, and Form
    // brings every form control along.
    <form noValidate onSubmit={onSubmit} className="auth-form">
      <div className="mb-3">
        <label className="form-label" htmlFor="login-phone">
          {t('login.phone')}
        </label>
        <input
          id="login-phone"
          className={`form-control${phoneInvalid ? ' is-invalid' : ''}`}
          type="tel"
          inputMode="numeric"
          autoComplete="username"
          value={phone}
          onChange={(e) => {
            setPhone(e.target.value);
            clearError();
          }}
          aria-describedby={describedBy('login-phone-required', phoneInvalid)}
        />
        {phoneInvalid && (
          <div id="login-phone-required" className="invalid-feedback" role="alert">
            {t(phoneMissing ? 'validation.required' : (phoneProblem ?? ''), { length: config.phoneLength })}
          </div>
        )}
      </div>
      <div className="mb-3">
        <label className="form-label" htmlFor="login-password">
          {t('login.password')}
        </label>
        <input
          id="login-password"
          className={`form-control${passwordMissing ? ' is-invalid' : ''}`}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            clearError();
          }}
          aria-describedby={describedBy('login-password-required', passwordMissing)}
        />
        {passwordMissing && (
          <div id="login-password-required" className="invalid-feedback" role="alert">
            {t('validation.required')}
          </div>
        )}
      </div>
      <div className="form-check mb-3">
        <input
          id="login-remember"
          className="form-check-input"
          type="checkbox"
          checked={remember}
          onChange={(e) => setRemember(e.target.checked)}
        />
        <label className="form-check-label" htmlFor="login-remember">
          {t('login.remember')}
        </label>
      </div>
      {error !== null && (
        <div id="login-error" role="alert" className="alert alert-danger py-2">
          {errorText(t, error)}
        </div>
      )}
      <Button type="submit" className="w-100" size="lg" disabled={pending}>
        {pending ? (
          <>
            <Spinner animation="border" size="sm" aria-hidden="true" /> {t('login.submitting')}
          </>
        ) : (
          t('login.submit')
        )}
      </Button>
      <p className="text-center mt-3 mb-0">
        {t('login.noAccount')} <Link to="/register">{t('login.toRegister')}</Link>
      </p>
    </form>
  );
}
