import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BusyButton } from '@/components/form/busy-button';
import { controlClass, Field } from '@/components/form/field';
import { useSingleFlight } from '@/components/form/use-single-flight';
import { errorText } from '@/lib/errors';
import { saveToken } from '@/lib/session';
import { login } from '../login-api';
import { normalisePhone } from '@/rules/phone';
import { canSubmitLogin } from '../login-model';

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
  // Plain state rather than a TanStack mutation: the first page then loads none of the mutation machinery.
  const flight = useSingleFlight();
  const phoneRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const rememberRef = useRef<HTMLInputElement>(null);
  // What was typed into the prerendered form before the app took it over (vite-plugins/prerender-login.ts): the
  // fields keep it through hydration, the state starts empty.
  useEffect(() => {
    if (phoneRef.current?.value) setPhone(phoneRef.current.value);
    if (passwordRef.current?.value) setPassword(passwordRef.current.value);
    if (rememberRef.current && !rememberRef.current.checked) setRemember(false);
  }, []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (flight.flying()) return;
    if (!canSubmitLogin({ phone, password })) {
      setShowRequired(true);
      return;
    }
    // Spec section 5 gives login only the empty-field rule: the phone's length is registration's (the server
    // answers WRONG_CREDENTIAL for a phone it does not know).
    setError(null);
    void flight.run(() =>
      login({ username: normalisePhone(phone), password }).then(({ token }) => {
        saveToken(token, remember);
        onLoggedIn();
      }, setError),
    );
  };

  const clearError = () => {
    setError(null);
    setShowRequired(false);
  };

  const phoneMissing = showRequired && phone.trim() === '';
  const passwordMissing = showRequired && password === '';
  const formError = error ? 'login-error' : undefined;

  return (
    // Plain Bootstrap markup rather than react-bootstrap's Form: this is the first screen, and Form
    // brings every form control along.
    <form noValidate onSubmit={onSubmit} className="auth-form">
      <Field
        id="login-phone"
        label={t('login.phone')}
        errorId="login-phone-required"
        error={phoneMissing && t('validation.required')}
        describedBy={formError}
      >
        {(control) => (
          <input
            {...control}
            ref={phoneRef}
            className={controlClass(control)}
            type="tel"
            inputMode="numeric"
            autoComplete="username"
            value={phone}
            onChange={(e) => {
              setPhone(e.target.value);
              clearError();
            }}
          />
        )}
      </Field>
      <Field
        id="login-password"
        label={t('login.password')}
        errorId="login-password-required"
        error={passwordMissing && t('validation.required')}
        describedBy={formError}
      >
        {(control) => (
          <input
            {...control}
            ref={passwordRef}
            className={controlClass(control)}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => {
              setPassword(e.target.value);
              clearError();
            }}
          />
        )}
      </Field>
      <div className="form-check mb-3">
        <input
          id="login-remember"
          ref={rememberRef}
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
      <BusyButton type="submit" wide busy={flight.pending} busyLabel={t('login.submitting')}>
        {t('login.submit')}
      </BusyButton>
      <p className="text-center mt-3 mb-0">
        {t('login.noAccount')} <Link to="/register">{t('login.toRegister')}</Link>
      </p>
    </form>
  );
}
