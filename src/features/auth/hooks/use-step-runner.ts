import { useTranslation } from 'react-i18next';
import { useSingleFlight } from '@/components/form/use-single-flight';
import { useStepErrors } from '@/components/toast/use-step-errors';
import { errorText } from '@/lib/errors';
import { REGISTER_ERROR_TOAST_MS } from '../model';

/**
 * Runs a register step's calls one at a time, even for a double tap that lands before React re-renders: a
 * failure shows its red toast, a success takes the red toasts of earlier tries off the screen.
 */
export function useStepRunner() {
  const { t } = useTranslation();
  const flight = useSingleFlight();
  const errors = useStepErrors();
  return async function run(action: () => Promise<void>): Promise<void> {
    await flight.run(async () => {
      try {
        await action();
        // The call went through: a red toast of an earlier try (a wrong OTP, say) is stale now.
        errors.clear();
      } catch (error) {
        errors.danger(errorText(t, error), REGISTER_ERROR_TOAST_MS);
      }
    });
  };
}

export type StepRunner = ReturnType<typeof useStepRunner>;
