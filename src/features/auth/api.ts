import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { account, type OtpVerifyBody, type RegisterBody } from '@/contract/account';
import { keyOf } from '@/contract/endpoint';
import { lookup } from '@/contract/lookup';
import { call } from '@/lib/http';
import { SERVER_TEXT } from '@/lib/server-texts';

// Registration (spec sections 3 and 7); the login call is in login-api.ts (the first page loads only that).

export const sendOtp = (phoneNumber: string) => call(account.otpSend, { body: { phoneNumber } });
export const verifyOtp = (body: OtpVerifyBody) => call(account.otpVerify, { body });
/** Step 3 checks the registration payload without the currency (spec section 7: currency only on register). */
export const validateAccount = ({ currency: _currency, ...body }: RegisterBody) => call(account.validate, { body });
export const registerAccount = (body: RegisterBody) => call(account.register, { body });

export const registerOtpQuery = queryOptions({
  queryKey: keyOf(lookup.registerOTP),
  queryFn: () => call(lookup.registerOTP),
  staleTime: 60_000,
});

/** The source descriptions are server texts in the language of the call (docs/backend-contract.md). */
export const sourcesQuery = queryOptions({
  queryKey: keyOf(lookup.sources),
  queryFn: () => call(lookup.sources),
  staleTime: 5 * 60_000,
  meta: SERVER_TEXT,
});

export const useRegisterOtp = () => useQuery({ ...registerOtpQuery, select: (answer) => answer.registerOTP });
export const useSources = () => useQuery(sourcesQuery);

export const useSendOtp = () => useMutation({ mutationFn: sendOtp });
export const useVerifyOtp = () => useMutation({ mutationFn: verifyOtp });
export const useValidateAccount = () => useMutation({ mutationFn: validateAccount });
export const useRegisterAccount = () => useMutation({ mutationFn: registerAccount });
