import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { controlClass, Field } from '@/components/form/field';
import { CONTACT_PATH } from '@/config/paths';
import { errorText } from '@/lib/errors';

/** The id of the refused login's message: both fields are described by it while it shows. */
export const LOGIN_ERROR_ID = 'login-error';

/** What differs between the two fields: their names, label, keyboard and what the browser may fill in. */
const FIELDS = {
  phone: { label: 'login.phone', type: 'tel', inputMode: 'numeric', autoComplete: 'username' },
  password: { label: 'login.password', type: 'password', inputMode: undefined, autoComplete: 'current-password' },
} as const;

interface LoginFieldProps {
  kind: keyof typeof FIELDS;
  value: string;
  onChange: (value: string) => void;
  /** Marked "Required" after a submit with this field empty. */
  missing: boolean;
  /** The refused login's message is showing. */
  refused: boolean;
  inputRef: RefObject<HTMLInputElement | null>;
}

/** The phone or the password field of the login form. */
export function LoginField({ kind, value, onChange, missing, refused, inputRef }: LoginFieldProps) {
  const { t } = useTranslation();
  const { label, ...input } = FIELDS[kind];
  return (
    <Field
      id={`login-${kind}`}
      label={t(label)}
      errorId={`login-${kind}-required`}
      error={missing && t('validation.required')}
      describedBy={refused ? LOGIN_ERROR_ID : undefined}
    >
      {(control) => (
        <input
          {...control}
          {...input}
          ref={inputRef}
          className={controlClass(control)}
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
    <div className="d-flex align-items-center justify-content-between mb-3">
      <div className="form-check mb-0">
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
      {/* The spec has no password reset call: support resets it, so the way leads to them. */}
      <Link to={CONTACT_PATH} className="btn btn-link p-0">
        {t('login.forgotPassword')}
      </Link>
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
