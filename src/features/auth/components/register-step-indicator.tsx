import { useTranslation } from 'react-i18next';
import type { RegisterStep } from '../model';

interface RegisterStepIndicatorProps {
  steps: RegisterStep[];
  current: RegisterStep;
}

/** "Step 2 of 4" plus a numbered list where the current step is marked for screen readers too. */
export function RegisterStepIndicator({ steps, current }: RegisterStepIndicatorProps) {
  const { t } = useTranslation();
  const index = steps.indexOf(current);
  return (
    <nav aria-label={t('register.stepsLabel')} className="register-steps mb-3">
      <p className="register-steps__count small text-body-secondary mb-2">
        {t('register.stepOf', { current: index + 1, total: steps.length })}
      </p>
      <ol className="register-steps__list">
        {steps.map((step, i) => {
          const state = i < index ? 'done' : i === index ? 'current' : 'todo';
          return (
            <li
              key={step}
              className={`register-steps__item register-steps__item--${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="register-steps__dot" aria-hidden="true">
                {i + 1}
              </span>
              <span className="register-steps__label">{t(`register.steps.${step}`)}</span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
