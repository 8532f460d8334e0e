import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSingleFlight } from '@/components/form/use-single-flight';
import { Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useStepErrors } from '@/components/toast/use-step-errors';
import { useToast } from '@/components/toast/use-toast';
import { config } from '@/config';
import type { OtpSendResponse, RegisterBody } from '@/contract/account';
import { errorText } from '@/lib/errors';
import {
  registerOtpQuery,
  useRegisterAccount,
  useRegisterOtp,
  useSendOtp,
  useValidateAccount,
  useVerifyOtp,
} from '../api';
import { bankAccountName, normaliseAccountNo } from '@/rules/bank-account';
import { normalisePhone } from '@/rules/phone';
import {
  previousStep,
  REGISTER_ERROR_TOAST_MS,
  REGISTER_REDIRECT_MS,
  registerSteps,
  stepAfterPhone,
  type RegisterStep,
} from '../model';
import { RegisterBankStep, type BankValues } from './register-bank-step';
import { RegisterOtpStep } from './register-otp-step';
import { RegisterPhoneStep } from './register-phone-step';
import { RegisterProfileStep, type ProfileValues } from './register-profile-step';
import { RegisterStepIndicator } from './register-step-indicator';

interface RegisterWizardProps {
  /** Invite code kept from the link (localStorage `code`); empty when none. */
  storedInviteCode: string;
  /** Runs REGISTER_REDIRECT_MS after the success toast. */
  onRegistered: () => void;
}

interface OtpState extends OtpSendResponse {
  phone: string;
  sentAt: number;
  verified: boolean;
}

export function RegisterWizard({ storedInviteCode, onRegistered }: RegisterWizardProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const otpLookup = useRegisterOtp();

  const [step, setStep] = useState<RegisterStep>('phone');
  const [phone, setPhone] = useState('');
  const [otpCode, setOtpCode] = useState('');
  const [otp, setOtp] = useState<OtpState | null>(null);
  const [otpShown, setOtpShown] = useState(false);
  const [profile, setProfile] = useState<ProfileValues>({
    name: '',
    password: '',
    confirmPassword: '',
    sourceCode: '',
    inviteCode: storedInviteCode,
  });
  const [bank, setBank] = useState<BankValues>({
    bankCode: '',
    bankAccountNo: '',
    firstName: '',
    lastName: '',
    currency: config.defaultCurrency ?? '',
  });
  const [done, setDone] = useState(false);
  // One call at a time, even for a double tap that lands before React re-renders.
  const flight = useSingleFlight();

  const sendOtp = useSendOtp();
  const verifyOtp = useVerifyOtp();
  const validate = useValidateAccount();
  const register = useRegisterAccount();

  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    // Focus the new step's heading so screen readers and keyboards start at the top of it.
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(onRegistered, REGISTER_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, onRegistered]);

  const errors = useStepErrors();
  const showError = (error: unknown) => errors.danger(errorText(t, error), REGISTER_ERROR_TOAST_MS);

  async function run(action: () => Promise<void>) {
    await flight.run(async () => {
      try {
        await action();
        // The call went through: a red toast of an earlier try (a wrong OTP, say) is stale now.
        errors.clear();
      } catch (error) {
        showError(error);
      }
    });
  }

  const username = normalisePhone(phone);
  const body = (withBank: boolean): RegisterBody => ({
    name: profile.name.trim(),
    username,
    password: profile.password,
    sourceCode: profile.sourceCode,
    inviteCode: profile.inviteCode.trim().toUpperCase(),
    bankCode: withBank ? bank.bankCode : '',
    bankAccountName: withBank ? bankAccountName(bank.firstName, bank.lastName) : '',
    bankAccountNo: withBank ? normaliseAccountNo(bank.bankAccountNo) : '',
    ...(withBank && config.currencies.length > 0 ? { currency: bank.currency } : {}),
  });

  const onPhoneNext = () =>
    run(async () => {
      const { registerOTP: otpEnabled } = await queryClient.ensureQueryData(registerOtpQuery);
      // OTP registration off: no code is sent (spec section 4), the profile step follows.
      if (!otpEnabled) {
        setOtpShown(false);
        setStep('profile');
        return;
      }
      // Back on step 1 with the same number: reuse the live code instead of a second send.
      if (otp && otp.phone === username) {
        const next = otp.verified ? 'profile' : stepAfterPhone(otpEnabled, otp.code);
        setOtpShown(next === 'otp' || otpShown);
        setStep(next);
        return;
      }
      const answer = await sendOtp.mutateAsync(username);
      const verified = answer.code === 'OTP_VERIFIED';
      setOtp({ ...answer, phone: username, sentAt: Date.now(), verified });
      setOtpCode('');
      const next = stepAfterPhone(otpEnabled, answer.code);
      setOtpShown(next === 'otp');
      setStep(next);
    });

  const onResend = () =>
    run(async () => {
      const answer = await sendOtp.mutateAsync(username);
      setOtp({ ...answer, phone: username, sentAt: Date.now(), verified: answer.code === 'OTP_VERIFIED' });
      setOtpCode('');
      if (answer.code === 'OTP_VERIFIED') setStep('profile');
      else toast.info(t('register.otpResent'));
    });

  const onVerify = () =>
    run(async () => {
      if (!otp) return;
      await verifyOtp.mutateAsync({ otpToken: otp.otpToken, otpCode: otpCode.trim() });
      setOtp({ ...otp, verified: true });
      setStep('profile');
    });

  const onProfileNext = () =>
    run(async () => {
      await validate.mutateAsync(body(false));
      setStep('bank');
    });

  const onRegister = () =>
    run(async () => {
      await register.mutateAsync(body(true));
      setDone(true);
      toast.success(t('register.success'));
    });

  const otpEnabled = otpLookup.data ?? true;
  const steps = registerSteps(otpEnabled || otpShown);

  return (
    <section className="register-wizard">
      <RegisterStepIndicator steps={steps} current={step} />
      <h2 id="register-step-title" ref={heading} tabIndex={-1} className="h5 mb-3">
        {t(`register.steps.${step}`)}
      </h2>
      {step === 'phone' && (
        <RegisterPhoneStep
          phone={phone}
          onChange={setPhone}
          onNext={() => void onPhoneNext()}
          pending={sendOtp.isPending}
        />
      )}
      {step === 'otp' && otp && (
        <RegisterOtpStep
          phone={otp.phone}
          otpRef={otp.otpRef}
          sentAt={otp.sentAt}
          code={otpCode}
          onChange={setOtpCode}
          onVerify={() => void onVerify()}
          onResend={() => void onResend()}
          verifying={verifyOtp.isPending}
          resending={sendOtp.isPending}
        />
      )}
      {step === 'profile' && (
        <RegisterProfileStep
          values={profile}
          onChange={(patch) => setProfile((current) => ({ ...current, ...patch }))}
          inviteLocked={storedInviteCode !== ''}
          onNext={() => void onProfileNext()}
          pending={validate.isPending}
        />
      )}
      {step === 'bank' && (
        <RegisterBankStep
          values={bank}
          onChange={(patch) => setBank((current) => ({ ...current, ...patch }))}
          onSubmit={() => void onRegister()}
          pending={register.isPending}
          done={done}
        />
      )}
      {step !== 'phone' && (
        <Button
          variant="outline-secondary"
          className="w-100 mt-2"
          disabled={done || sendOtp.isPending || verifyOtp.isPending || validate.isPending || register.isPending}
          onClick={() => setStep(previousStep(step, otpShown))}
        >
          {t('common.back')}
        </Button>
      )}
    </section>
  );
}
