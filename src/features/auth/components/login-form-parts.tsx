import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { controlClass, Field } from '@/components/form/field';
import { errorText } from '@/lib/errors';

/** The id of the refused login's message: both fields are described by it while it shows. */
export const LOGIN_ERROR_ID = 'login-error';

interface LoginFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** Marked "Required" after a submit with this field empty. */
  missing: boolean;
  /** The refused login's message is showing. */
  refused: boolean;
  inputRef: RefObject<HTMLInputElement | null>;
}

export function LoginPhoneField({ value, onChange, missing, refused, inputRef }: LoginFieldProps) {
  const { t } = useTranslation();
  return (
    <Field
      id="login-phone"
      label={t('login.phone')}
      errorId="login-phone-required"
      error={missing && t('validation.required')}
      describedBy={refused ? LOGIN_ERROR_ID : undefined}
    >
      {(control) => (
        <input
          {...control}
          ref={inputRef}
          className={controlClass(control)}
          type="tel"
          inputMode="numeric"
          autoComplete="username"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  );
}

export function LoginPasswordField({ value, onChange, missing, refused, inputRef }: LoginFieldProps) {
  const { t } = useTranslation();
  return (
    <Field
      id="login-password"
      label={t('login.password')}
      errorId="login-password-required"
      error={missing && t('validation.required')}
      describedBy={refused ? LOGIN_ERROR_ID : undefined}
    >
      {(control) => (
        <input
          {...control}
          ref={inputRef}
          className={controlClass(control)}
          type="password"
          autoComplete="current-password"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  );
}

interface RememberMeProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  inputRef: RefObject<HTMLInputElement | null>;
}

export function RememberMeCheckbox({ checked, onChange, inputRef }: RememberMeProps) {
  const { t } = useTranslation();
  return (
    <div className="form-check mb-3">
      <input
        id="login-remember"
        ref={inputRef}
        className="form-check-input"
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      <label className="form-check-label" htmlFor="login-remember">
        {t('login.remember')}
      </label>
    </div>
  );
}

/** Why the login was refused (wrong phone or password, a server error), in the member's words. */
export function LoginRefusedAlert({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <div id={LOGIN_ERROR_ID} role="alert" className="alert alert-danger py-2">
      {errorText(t, error)}
    </div>
  );
}
