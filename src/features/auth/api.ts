import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/http';

export interface LoginBody {
  username: string;
  password: string;
}

export const login = (body: LoginBody) => api.post<{ token: string }>('/api/login', body);

export function useLogin() {
  return useMutation({ mutationFn: login });
}

// ---------------------------------------------------------------------------------------------
// Registration (spec sections 3 and 7)

export interface OtpSendResponse {
  otpRef: string;
  otpToken: string;
  /** OTP_VERIFIED when the phone is verified already (the wizard then skips the OTP step). */
  code?: string;
}

export interface OtpVerifyBody {
  otpToken: string;
  otpCode: string;
}

/** The registration payload of spec section 3; currency only on register, and only in the Laos build. */
export interface AccountBody {
  name: string;
  username: string;
  password: string;
  sourceCode: string;
  inviteCode: string;
  bankCode: string;
  bankAccountName: string;
  bankAccountNo: string;
  currency?: string;
}

export interface BankOption {
  code: string;
  nameTH: string;
}

export interface SourceOption {
  code: string;
  description: string;
}

export const sendOtp = (phoneNumber: string) => api.post<OtpSendResponse>('/api/otp/send', { phoneNumber });
export const verifyOtp = (body: OtpVerifyBody) => api.post<{ code?: string }>('/api/otp/verify', body);
export const validateAccount = (body: AccountBody) => api.post<unknown>('/api/account/validate', body);
export const registerAccount = (body: AccountBody) => api.post<unknown>('/api/account', body);

export const registerOtpQuery = queryOptions({
  queryKey: ['auth', 'lookup', 'registerOTP'],
  queryFn: () => api.get<{ registerOTP: boolean }>('/api/lookup/registerOTP').then((r) => r.registerOTP === true),
  staleTime: 60_000,
});

export const banksQuery = queryOptions({
  queryKey: ['auth', 'lookup', 'banks'],
  queryFn: () => api.get<BankOption[]>('/api/lookup/banks'),
  staleTime: 5 * 60_000,
});

export const sourcesQuery = queryOptions({
  queryKey: ['auth', 'lookup', 'sources'],
  queryFn: () => api.get<SourceOption[]>('/api/lookup/sources'),
  staleTime: 5 * 60_000,
});

export const useRegisterOtp = () => useQuery(registerOtpQuery);
export const useBanks = () => useQuery(banksQuery);
export const useSources = () => useQuery(sourcesQuery);

export const useSendOtp = () => useMutation({ mutationFn: sendOtp });
export const useVerifyOtp = () => useMutation({ mutationFn: verifyOtp });
export const useValidateAccount = () => useMutation({ mutationFn: validateAccount });
export const useRegisterAccount = () => useMutation({ mutationFn: registerAccount });
