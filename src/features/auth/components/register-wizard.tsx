import { useEffect, useRef } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import type { RegisterStep } from '../model';
import { RegisterBankStep } from './register-bank-step';
import { RegisterOtpStep } from './register-otp-step';
import { RegisterPhoneStep } from './register-phone-step';
import { RegisterProfileStep } from './register-profile-step';
import { RegisterStepIndicator } from './register-step-indicator';
import { useRegisterWizard } from '../hooks/use-register-wizard';

interface RegisterWizardProps {
  /** Invite code kept from the link (localStorage `code`); empty when none. */
  storedInviteCode: string;
  /** Runs REGISTER_REDIRECT_MS after the success toast. */
  onRegistered: () => void;
}

/** The register steps, one at a time: the state and calls are in use-register-wizard.ts. */
export function RegisterWizard({ storedInviteCode, onRegistered }: RegisterWizardProps) {
  const { t } = useTranslation();
  const wizard = useRegisterWizard(storedInviteCode, onRegistered);
  const { step, otp, values } = wizard;
  const heading = useStepHeadingFocus(step);

  return (
    <section className="register-wizard">
      <RegisterStepIndicator steps={otp.steps} current={step} />
      <h2 id="register-step-title" ref={heading} tabIndex={-1} className="h5 mb-3">
        {t(`register.steps.${step}`)}
      </h2>
      {step === 'phone' && (
        <RegisterPhoneStep
          phone={values.phone}
          onChange={values.setPhone}
          onNext={() => void otp.onPhoneNext()}
          pending={otp.sending}
        />
      )}
      {step === 'otp' && otp.otp && (
        <RegisterOtpStep
          phone={otp.otp.phone}
          otpRef={otp.otp.otpRef}
          sentAt={otp.otp.sentAt}
          code={otp.code}
          onChange={otp.setCode}
          onVerify={() => void otp.onVerify()}
          onResend={() => void otp.onResend()}
          verifying={otp.verifying}
          resending={otp.sending}
        />
      )}
      {step === 'profile' && (
        <RegisterProfileStep
          values={values.profile}
          onChange={values.patchProfile}
          inviteLocked={storedInviteCode !== ''}
          onNext={() => void wizard.onProfileNext()}
          pending={wizard.validating}
        />
      )}
      {step === 'bank' && (
        <RegisterBankStep
          values={values.bank}
          onChange={values.patchBank}
          onSubmit={() => void wizard.onRegister()}
          pending={wizard.registering}
          done={wizard.done}
        />
      )}
      {step !== 'phone' && (
        <Button variant="outline-secondary" className="w-100 mt-2" disabled={wizard.backDisabled} onClick={wizard.back}>
          {t('common.back')}
        </Button>
      )}
    </section>
  );
}

/** Focuses the new step's heading so screen readers and keyboards start at the top of it (not on first render). */
function useStepHeadingFocus(step: RegisterStep) {
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);
  return heading;
}
