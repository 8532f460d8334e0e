// Kept apart from model.ts (registration rules) so the first screen loads only what login needs.
import { normalisePhone, phoneProblem } from '@/rules/phone';

const PHONE_MESSAGES = {
  ok: null,
  required: 'validation.required',
  length: 'validation.phoneLength',
  digits: 'validation.phoneDigits',
} as const;

/**
 * Phone (spec sections 5 and 9), as typed: exactly `phoneLength` digits, or, where the build has no length check
 * (Laos), digits only; spaces and a +856/+66 prefix are normalised first. The message key, or null when fine.
 */
export function phoneMessage(raw: string, phoneLength: number | null): string | null {
  return PHONE_MESSAGES[phoneProblem(normalisePhone(raw), phoneLength) ?? 'ok'];
}
export interface LoginInput {
  phone: string;
  password: string;
}

/** Login sends nothing while phone or password is empty (spec section 5). */
export function canSubmitLogin({ phone, password }: LoginInput): boolean {
  return phone.trim() !== '' && password !== '';
}

/** How long the line saying the session lives only in memory stays up (it is read once, at login). */
export const SESSION_NOT_STORED_TOAST_MS = 10_000;
