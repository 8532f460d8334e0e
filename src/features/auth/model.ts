import { bankAccountName, isEnglishName, needsEnglishName, normaliseAccountNo } from '@/rules/bank-account';

/** A translation key, or null when the value is fine. */
export type MessageKey = string | null;

/** Registration errors show as a danger toast for 4 s; the redirect to /login follows 2 s after success. */
export const REGISTER_ERROR_TOAST_MS = 4000;
export const REGISTER_REDIRECT_MS = 2000;
/** The server refuses a second OTP send for a phone within 60 s. */
export const OTP_RESEND_COOLDOWN_MS = 60_000;

/** The OTP code is only required: its length and form are the server's to judge (OTP_CODE_INVALID). */
export function validateOtpCode(raw: string): MessageKey {
  return raw.trim() === '' ? 'validation.required' : null;
}

export interface ProfileInput {
  name: string;
  password: string;
  confirmPassword: string;
  sourceCode: string;
}

export type ProfileErrors = Partial<Record<keyof ProfileInput, string>>;

/**
 * Step 3 (spec section 5): name, password and confirm are required and the two passwords must match.
 * The source select is optional: the spec does not list it among the required fields.
 */
export function validateProfile(input: ProfileInput): ProfileErrors {
  const errors: ProfileErrors = {};
  if (input.name.trim() === '') errors.name = 'validation.required';
  if (input.password === '') errors.password = 'validation.required';
  if (input.confirmPassword === '') errors.confirmPassword = 'validation.required';
  else if (input.password !== input.confirmPassword) errors.confirmPassword = 'validation.passwordsMismatch';
  return errors;
}

export interface BankInput {
  bankCode: string;
  bankAccountNo: string;
  firstName: string;
  lastName: string;
}

export type BankErrors = Partial<Record<keyof BankInput, string>>;

/**
 * Step 4 (spec section 5): bank, account number, first and last name required; English-only names at
 * KTB, TMB and BBL. The account number has no length or form rule here: the server answers for it.
 */
export function validateBank(input: BankInput): BankErrors {
  const errors: BankErrors = {};
  if (input.bankCode === '') errors.bankCode = 'validation.required';
  const accountNo = normaliseAccountNo(input.bankAccountNo);
  if (accountNo === '') errors.bankAccountNo = 'validation.required';
  if (input.firstName.trim() === '') errors.firstName = 'validation.required';
  if (input.lastName.trim() === '') errors.lastName = 'validation.required';
  if (!errors.firstName && !errors.lastName && needsEnglishName(input.bankCode)) {
    if (!isEnglishName(bankAccountName(input.firstName, input.lastName)))
      errors.firstName = 'validation.bankNameEnglish';
  }
  return errors;
}

export const hasErrors = (errors: object): boolean => Object.keys(errors).length > 0;

// ---------------------------------------------------------------------------------------------
// Register steps (spec section 4)

export type RegisterStep = 'phone' | 'otp' | 'profile' | 'bank';

/** The steps the indicator lists: the OTP step only when OTP registration is on. */
export function registerSteps(otpEnabled: boolean): RegisterStep[] {
  return otpEnabled ? ['phone', 'otp', 'profile', 'bank'] : ['phone', 'profile', 'bank'];
}

/** After the send: OTP step when OTP is on and the answer was not OTP_VERIFIED, else straight to profile. */
export function stepAfterPhone(otpEnabled: boolean, sendCode: string | undefined): RegisterStep {
  return otpEnabled && sendCode !== 'OTP_VERIFIED' ? 'otp' : 'profile';
}

/** Back from a step; from profile it returns to the OTP step only when that step was shown. */
export function previousStep(step: RegisterStep, otpShown: boolean): RegisterStep {
  switch (step) {
    case 'bank':
      return 'profile';
    case 'profile':
      return otpShown ? 'otp' : 'phone';
    default:
      return 'phone';
  }
}

/** Whole seconds left before a resend is allowed (0 = allowed). */
export function resendSecondsLeft(sentAt: number, now: number, cooldownMs = OTP_RESEND_COOLDOWN_MS): number {
  return Math.max(0, Math.ceil((sentAt + cooldownMs - now) / 1000));
}

/** The invite code kept from a link, upper-cased; empty when none. */
export function normaliseInviteCode(raw: string | null | undefined): string {
  return (raw ?? '').trim().toUpperCase();
}
