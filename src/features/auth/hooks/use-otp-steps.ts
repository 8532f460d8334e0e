import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast/use-toast';
import type { OtpSendResponse } from '@/contract/account';
import { registerOtpQuery, useRegisterOtp, useSendOtp, useVerifyOtp } from '../api';
import { registerSteps, stepAfterPhone, type RegisterStep } from '../model';
import type { StepRunner } from './use-step-runner';

interface OtpState extends OtpSendResponse {
  phone: string;
  sentAt: number;
  verified: boolean;
}

/**
 * The phone and OTP steps of registration: whether the site sends codes at all (spec section 4), sending one
 * (or reusing the live one when the member comes back with the same number), resending and verifying it.
 * `steps` are the steps the indicator shows: the OTP step only where a code is or was asked for.
 */
export function useOtpSteps(username: string, setStep: (step: RegisterStep) => void, run: StepRunner) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const otpLookup = useRegisterOtp();
  const sendOtp = useSendOtp();
  const verifyOtp = useVerifyOtp();
  const [code, setCode] = useState('');
  const [otp, setOtp] = useState<OtpState | null>(null);
  const [shown, setShown] = useState(false);

  const send = async () => {
    const answer = await sendOtp.mutateAsync(username);
    setOtp({ ...answer, phone: username, sentAt: Date.now(), verified: answer.code === 'OTP_VERIFIED' });
    setCode('');
    return answer.code;
  };

  const onPhoneNext = () =>
    run(async () => {
      const { registerOTP: otpEnabled } = await queryClient.ensureQueryData(registerOtpQuery);
      // OTP registration off: no code is sent (spec section 4), the profile step follows.
      if (!otpEnabled) {
        setShown(false);
        setStep('profile');
        return;
      }
      // Back on step 1 with the same number: reuse the live code instead of a second send.
      if (otp && otp.phone === username) {
        const next = otp.verified ? 'profile' : stepAfterPhone(otpEnabled, otp.code);
        setShown(next === 'otp' || shown);
        setStep(next);
        return;
      }
      const next = stepAfterPhone(otpEnabled, await send());
      setShown(next === 'otp');
      setStep(next);
    });

  const onResend = () =>
    run(async () => {
      if ((await send()) === 'OTP_VERIFIED') setStep('profile');
      else toast.info(t('register.otpResent'));
    });

  const onVerify = () =>
    run(async () => {
      if (!otp) return;
      await verifyOtp.mutateAsync({ otpToken: otp.otpToken, otpCode: code.trim() });
      setOtp({ ...otp, verified: true });
      setStep('profile');
    });

  return {
    otp,
    code,
    setCode,
    shown,
    steps: registerSteps((otpLookup.data ?? true) || shown),
    sending: sendOtp.isPending,
    verifying: verifyOtp.isPending,
    onPhoneNext,
    onResend,
    onVerify,
  };
}
