/**
 * The error catalogue of spec section 8: the codes a server answer carries in its `message` (and a spin or
 * claim in its `error`). A code outside it is a server sentence or data, never a code: field reports send such a
 * code as UNKNOWN (src/lib/field-signals/report-forms.ts).
 */
import { GONE, SESSION_CODES } from './global-codes';

export const SERVER_CODES = [
  // Global handling: the account is gone (/terminated) or the session ends (/login).
  GONE,
  ...SESSION_CODES,
  // Codes.
  'INVALID_IP',
  'NOT_AREASLOT',
  'NOT_UFABET',
  'OTP_BLOCK',
  'OTP_TOKEN_INVALID',
  'OTP_NOT_EXIST',
  'OTP_VERIFIED',
  'OTP_EXPIRED',
  'OTP_CODE_INVALID',
  'OTP_CODE_VALID',
  'EXISTING_USER',
  'EXISTING_BANK',
  'INVALID_USER_INFO',
  'UNVERIFIED_OTP',
  'GAME_ACTIVATION_FAIL',
  'INVALID_BANK',
  'BANK_ACCOUNT_NAME_ENG',
  'REGISTER_FAIL',
  'NO_USER',
  'WRONG_PASSWORD',
  'REQUEST_LIMIT',
  'REQUEST_LIMIT_1MIN',
  'WRONG_CREDENTIAL',
  'INACTIVE_USER',
  'LOGIN_FAIL',
  'BONUS_REMAINING',
  'BONUS_ALREADY_ACTIVE',
  'BONUS_MAX_CLAIMED',
  'BONUS_CONDITION',
  'BONUS_CLEAR',
  'BONUS_FULL',
  'INVITE_COLLECT',
  'INVITE_INACTIVE',
  'NO_INVITE_BONUS',
  'NO_INVITEE_PLAY_INFO',
  'INVITE_BONUS_SUCCESS',
  'INVITE_BONUS_FAIL',
  'INTERNAL_SERVER_ERROR',
  'KEY_MISSING',
  'KEY_INVALID',
  'OTP_SEND_FAIL',
  'OTP_VERIFY_FAIL',
  'NO_DATA',
  'NO_PROMOTION',
  'PROMOTION_RECEIVED',
  'QR_FAIL',
  'NO_REFUND',
  'REFUND_CONDITION',
  'REFUND_SUCCESS',
  'REFUND_INACTIVE',
  'REFUND_MINIMUM',
  'NO_BANK',
  'NO_WALLET',
  'SLOT_ALREADY_ACTIVE',
  'SLOT_ACTIVATE_FAIL',
  'SLOT_NO_ACCOUNT',
  'SLOT_RESET_PASSWORD_FAIL',
  'TRANSFER_MINIMUM',
  'NO_GAME',
  'MONEY_NOT_ENOUGH',
  'TRANSFER_FAIL',
  'SLIP_UPLOAD_FAIL',
  'SLIP_NO_FILE',
  'SLIP_INVALID_FILE',
  'TRUELINK_DUPLICATE',
  'TRUELINK_INVALID',
  'PHONE_NUMBER_REQUIRE_10_DIGIT',
  // Spin coupon codes (BONUS_REMAINING is among the codes above).
  'NO_CLAIMABLE_COUPON',
  'INVALID_PRIZE_CODE',
  'INVALID_CODE',
  'INVALID_COUPON_TYPE',
  'COUPON_EXPIRED',
] as const;

export type ServerCode = (typeof SERVER_CODES)[number];

const CATALOGUE: ReadonlySet<string> = new Set(SERVER_CODES);

/**
 * Whether a code is the API's own: a money call answered with one was refused by the API itself, nothing moved.
 * Any other failure of a money call (a proxy's page, a code the catalogue does not have, no answer) may have gone
 * through (src/lib/money-failure.ts, docs/backend-contract.md "Refusals and replays").
 */
export const isApiErrorCode = (code: string): boolean => CATALOGUE.has(code);
