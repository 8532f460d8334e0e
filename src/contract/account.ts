import * as v from 'valibot';
import { endpoint, extra, unshown } from './endpoint';
import { bankAccount, profile } from './entities';
import { loginCall } from './login';

// Spec section 7 "Account": registration, profile, password, login and OTP; shapes from section 3.

/** The registration payload (spec section 3); currency only on register, and only in the Laos build. */
const registrationFields = {
  name: v.string(),
  username: v.string(),
  password: v.string(),
  sourceCode: v.string(),
  inviteCode: v.string(),
  bankCode: v.string(),
  bankAccountName: v.string(),
  bankAccountNo: v.string(),
};
export const validateBody = v.object(registrationFields);
export const registerBody = v.object({ ...registrationFields, currency: v.optional(v.string()) });

export const profileUpdateBody = v.object({
  name: v.string(),
  bankCode: v.string(),
  bankAccountName: v.string(),
  bankAccountNo: v.string(),
});
export const bankAccountNameBody = v.object({ bankCode: v.string(), bankAccountName: v.string() });
export const changePasswordBody = v.object({ oldPassword: v.string(), newPassword: v.string() });
export const otpSendBody = v.object({ phoneNumber: v.string() });
export const otpVerifyBody = v.object({ otpToken: v.string(), otpCode: v.string() });

/** OTP send response (spec section 3); `code` is OTP_VERIFIED when the phone is verified already. */
export const otpSendResponse = v.object({ otpRef: v.string(), otpToken: v.string(), code: v.string() });

/** An answer the spec does not show: the app reads nothing from it (notes "Backend contract"). */
const done = unshown({ message: extra(v.string()) });

export const account = {
  validate: endpoint('POST', '/api/account/validate', done, { body: validateBody }),
  register: endpoint('POST', '/api/account', unshown({ message: extra(v.string()), memberId: extra(v.number()) }), {
    body: registerBody,
  }),
  /** The profile answer: the spec names the entities, not the wrapper (notes "Backend contract"). */
  profile: endpoint('GET', '/api/account/profile', v.object({ profile, bankAccount })),
  updateProfile: endpoint('PUT', '/api/account/profile', done, { body: profileUpdateBody }),
  bankAccountName: endpoint('PUT', '/api/account/bankAccountName', done, { body: bankAccountNameBody }),
  changePassword: endpoint('PUT', '/api/account/changepwd', done, { body: changePasswordBody }),
  login: loginCall,
  otpSend: endpoint('POST', '/api/otp/send', otpSendResponse, { body: otpSendBody }),
  otpVerify: endpoint('POST', '/api/otp/verify', unshown({ code: extra(v.string()) }), { body: otpVerifyBody }),
};

export type ProfileAnswer = v.InferOutput<typeof account.profile.response>;
export type RegisterBody = v.InferOutput<typeof registerBody>;
export type ProfileUpdateBody = v.InferOutput<typeof profileUpdateBody>;
export type ChangePasswordBody = v.InferOutput<typeof changePasswordBody>;
export type OtpSendResponse = v.InferOutput<typeof otpSendResponse>;
export type OtpVerifyBody = v.InferOutput<typeof otpVerifyBody>;
