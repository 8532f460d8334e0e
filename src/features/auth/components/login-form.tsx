import { useRef, useState, type FormEvent } from 'react';
import { Button, Form, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '@/lib/errors';
import { saveToken } from '@/lib/session';
import { useLogin } from '../api';
import { canSubmitLogin } from '../model';

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
  // A second tap before React re-renders must not send twice.
  const inFlight = useRef(false);
  const login = useLogin();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current || login.isPending) return;
    if (!canSubmitLogin({ phone, password })) {
      setShowRequired(true);
      return;
    }
    inFlight.current = true;
    setError(null);
    login.mutate(
      { username: phone.trim(), password },
      {
        onSuccess: ({ token }) => {
          saveToken(token, remember);
          onLoggedIn();
        },
        onError: setError,
        onSettled: () => {
          inFlight.current = false;
        },
      },
    );
  };

  const clearError = () => {
    setError(null);
    setShowRequired(false);
  };

  const phoneMissing = showRequired && phone.trim() === '';
  const passwordMissing = showRequired && password === '';
  const describedBy = (own: string, missing: boolean) =>
    [missing ? own : null, error ? 'login-error' : null].filter(Boolean).join(' ') || undefined;

  return (
    <Form noValidate onSubmit={onSubmit} className="auth-form">
      <Form.Group className="mb-3" controlId="login-phone">
        <Form.Label>{t('login.phone')}</Form.Label>
        <Form.Control
          type="tel"
          inputMode="numeric"
          autoComplete="username"
          value={phone}
          isInvalid={phoneMissing}
          onChange={(e) => {
            setPhone(e.target.value);
            clearError();
          }}
          aria-describedby={describedBy('login-phone-required', phoneMissing)}
        />
        {phoneMissing && (
          <Form.Control.Feedback id="login-phone-required" type="invalid" role="alert">
            {t('validation.required')}
          </Form.Control.Feedback>
        )}
      </Form.Group>
      <Form.Group className="mb-3" controlId="login-password">
        <Form.Label>{t('login.password')}</Form.Label>
        <Form.Control
          type="password"
          autoComplete="current-password"
          value={password}
          isInvalid={passwordMissing}
          onChange={(e) => {
            setPassword(e.target.value);
            clearError();
          }}
          aria-describedby={describedBy('login-password-required', passwordMissing)}
        />
        {passwordMissing && (
          <Form.Control.Feedback id="login-password-required" type="invalid" role="alert">
            {t('validation.required')}
          </Form.Control.Feedback>
        )}
      </Form.Group>
      <Form.Check
        className="mb-3"
        id="login-remember"
        label={t('login.remember')}
        checked={remember}
        onChange={(e) => setRemember(e.target.checked)}
      />
      {error !== null && (
        <div id="login-error" role="alert" className="alert alert-danger py-2">
          {errorText(t, error)}
        </div>
      )}
      <Button type="submit" className="w-100" size="lg" disabled={login.isPending}>
        {login.isPending ? (
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
    </Form>
  );
}
