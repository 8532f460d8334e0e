import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast/use-toast';
import { useRegisterAccount, useValidateAccount } from '../api';
import { previousStep, REGISTER_REDIRECT_MS, type RegisterStep } from '../model';
import { useOtpSteps } from './use-otp-steps';
import { useRegisterValues } from './use-register-values';
import { useStepRunner } from './use-step-runner';

/**
 * The register wizard's state and calls: which step shows, the values typed (use-register-values.ts), the
 * phone and OTP steps (use-otp-steps.ts), the profile check and the account itself. Once registered, the
 * success toast shows and `onRegistered` runs REGISTER_REDIRECT_MS later.
 */
export function useRegisterWizard(storedInviteCode: string, onRegistered: () => void) {
  const { t } = useTranslation();
  const toast = useToast();
  const [step, setStep] = useState<RegisterStep>('phone');
  const [done, setDone] = useState(false);
  const values = useRegisterValues(storedInviteCode);
  const run = useStepRunner();
  const otp = useOtpSteps(values.username, setStep, run);
  const validate = useValidateAccount();
  const register = useRegisterAccount();

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(onRegistered, REGISTER_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, onRegistered]);

  const onProfileNext = () =>
    run(async () => {
      await validate.mutateAsync(values.body(false));
      setStep('bank');
    });

  const onRegister = () =>
    run(async () => {
      await register.mutateAsync(values.body(true));
      setDone(true);
      toast.success(t('register.success'));
    });

  return {
    step,
    done,
    values,
    otp,
    onProfileNext,
    onRegister,
    validating: validate.isPending,
    registering: register.isPending,
    /** Back is off once registered and while any call is on its way. */
    backDisabled: done || otp.sending || otp.verifying || validate.isPending || register.isPending,
    back: () => setStep(previousStep(step, otp.shown)),
  };
}
