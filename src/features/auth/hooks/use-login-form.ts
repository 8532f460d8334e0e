import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSingleFlight } from '@/components/form/use-single-flight';
import { saveToken } from '@/lib/session';
import { normalisePhone } from '@/rules/phone';
import { login } from '../login-api';
import { canSubmitLogin } from '../login-model';

/**
 * The login form's state and its one request: what was typed, remember-me, which empty fields to mark, the
 * refused login's error, and the submit. The token is saved (where remember-me says) before `onLoggedIn`.
 */
export function useLoginForm(onLoggedIn: () => void) {
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  // Off until the member ticks it: on a shared or borrowed phone a money account must not outlive the tab.
  const [remember, setRemember] = useState(false);
  const [error, setError] = useState<unknown>(null);
  // Set on a submit with an empty field: marks the empty ones, sends nothing.
  const [showRequired, setShowRequired] = useState(false);
  // Plain state rather than a TanStack mutation: the first page then loads none of the mutation machinery.
  const flight = useSingleFlight();
  const refs = usePrerenderedValues(setPhone, setPassword, setRemember);

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

  /** Typing again clears the refused login's error and the marks of empty fields. */
  const typed = (set: (value: string) => void) => (value: string) => {
    set(value);
    setError(null);
    setShowRequired(false);
  };

  return {
    phone,
    password,
    remember,
    error,
    refs,
    pending: flight.pending,
    phoneMissing: showRequired && phone.trim() === '',
    passwordMissing: showRequired && password === '',
    setPhone: typed(setPhone),
    setPassword: typed(setPassword),
    setRemember,
    onSubmit,
  };
}

/**
 * What was typed into the prerendered form before the app took it over (vite-plugins/prerender-login.ts): the
 * fields keep it through hydration, the state starts empty and picks it up once.
 */
function usePrerenderedValues(
  setPhone: (value: string) => void,
  setPassword: (value: string) => void,
  setRemember: (value: boolean) => void,
) {
  const phone = useRef<HTMLInputElement>(null);
  const password = useRef<HTMLInputElement>(null);
  const remember = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (phone.current?.value) setPhone(phone.current.value);
    if (password.current?.value) setPassword(password.current.value);
    if (remember.current?.checked) setRemember(true);
  }, [setPhone, setPassword, setRemember]);
  return { phone, password, remember };
}
