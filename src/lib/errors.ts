import type { TFunction } from 'i18next';
import { i18next } from './i18n';
import { ApiError, toApiError } from './http';

/**
 * errors.CANNOT_VERIFY_IDENTITY in th, la and en. Kept here because only the member's own
 * language bundle is loaded, while the server may answer in any of them (a test keeps these in step).
 */
export const CANNOT_VERIFY_IDENTITY_MESSAGES = [
  'ไม่สามารถยืนยันตัวตนได้ กรุณาเข้าสู่ระบบอีกครั้ง',
  'ບໍ່ສາມາດຢືນຢັນຕົວຕົນຂອງທ່ານໄດ້ ກະລຸນາເຂົ້າສູ່ລະບົບໃໝ່',
  'Cannot verify your identity. Please log in again.',
] as const;

/** Turns any failure into the translated text of its code; unknown codes get the generic text. */
export function errorText(t: TFunction, error: unknown): string {
  const apiError = error instanceof ApiError ? error : toApiError(error);
  // A money call without an answer may have gone through: never a plain "try again".
  if (apiError.uncertain) return t('errors.MONEY_UNCERTAIN');
  const key = `errors.${apiError.code}`;
  if (i18next.exists(key)) return t(key);
  if (apiError.kind === 'network') return t('errors.NETWORK');
  if (apiError.kind === 'timeout') return t('errors.TIMEOUT');
  if (apiError.kind === 'contract') return t('errors.CONTRACT');
  return t('errors.UNKNOWN');
}

/** Text of a code from a namespace such as spin.error or slip.reason, with a generic fallback. */
export function codeText(t: TFunction, namespace: string, code: string | null | undefined): string {
  const key = `${namespace}.${code ?? ''}`;
  return code && i18next.exists(key) ? t(key) : t('errors.UNKNOWN');
}

/** The server may answer with the translated cannot-verify-identity sentence of any language. */
export function isCannotVerifyIdentity(message: string): boolean {
  return (CANNOT_VERIFY_IDENTITY_MESSAGES as readonly string[]).includes(message.trim());
}
