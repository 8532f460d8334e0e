/**
 * The API's error codes (spec section 8, the catalogue), as the server sends them in its error answer's `message`:
 * `{ "message": "MONEY_NOT_ENOUGH" }` with a 4xx or 5xx status. The session codes the backend answers a token
 * with (`gone`, `invalid-token`, and the code of the cannot-verify-identity sentence) belong to it too.
 *
 * A money call answered with one of these was refused by the API itself: nothing moved. Any other failure of a
 * money call (a proxy's page, a code the catalogue does not have, no answer) may have gone through
 * (src/lib/money-failure.ts, docs/backend-contract.md "Refusals and replays").
 */
export const API_ERROR_CODES: readonly string[] = [
  'gone',
  'invalid-token',
  'CANNOT_VERIFY_IDENTITY',
  ...`UNAUTHORIZED EXPIRED_AUTH_TOKEN INVALID_USER_1 INVALID_USER_2 INVALID_USER_3 INVALID_USER_4 INVALID_IP
NOT_AREASLOT NOT_UFABET OTP_BLOCK OTP_TOKEN_INVALID OTP_NOT_EXIST OTP_VERIFIED OTP_EXPIRED OTP_CODE_INVALID
OTP_CODE_VALID EXISTING_USER EXISTING_BANK INVALID_USER_INFO UNVERIFIED_OTP GAME_ACTIVATION_FAIL INVALID_BANK
BANK_ACCOUNT_NAME_ENG REGISTER_FAIL NO_USER WRONG_PASSWORD REQUEST_LIMIT REQUEST_LIMIT_1MIN WRONG_CREDENTIAL
INACTIVE_USER LOGIN_FAIL BONUS_REMAINING BONUS_ALREADY_ACTIVE BONUS_MAX_CLAIMED BONUS_CONDITION BONUS_CLEAR
BONUS_FULL INVITE_COLLECT INVITE_INACTIVE NO_INVITE_BONUS NO_INVITEE_PLAY_INFO INVITE_BONUS_SUCCESS
INVITE_BONUS_FAIL INTERNAL_SERVER_ERROR KEY_MISSING KEY_INVALID OTP_SEND_FAIL OTP_VERIFY_FAIL NO_DATA NO_PROMOTION
PROMOTION_RECEIVED QR_FAIL NO_REFUND REFUND_CONDITION REFUND_SUCCESS REFUND_INACTIVE REFUND_MINIMUM NO_BANK NO_WALLET
SLOT_ALREADY_ACTIVE SLOT_ACTIVATE_FAIL SLOT_NO_ACCOUNT SLOT_RESET_PASSWORD_FAIL TRANSFER_MINIMUM NO_GAME
MONEY_NOT_ENOUGH TRANSFER_FAIL SLIP_UPLOAD_FAIL SLIP_NO_FILE SLIP_INVALID_FILE TRUELINK_DUPLICATE TRUELINK_INVALID
PHONE_NUMBER_REQUIRE_10_DIGIT`.split(/\s+/),
];

const CATALOGUE = new Set(API_ERROR_CODES);

export const isApiErrorCode = (code: string): boolean => CATALOGUE.has(code);

/**
 * The answer header that marks a repeat of an Idempotency-Key: the body is the first answer to that key, sent
 * again; nothing ran this time (docs/backend-contract.md).
 */
export const REPLAYED_HEADER = 'Idempotent-Replayed';
