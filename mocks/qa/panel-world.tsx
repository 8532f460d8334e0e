import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { advanceClock, now, resetClock } from '../clock';
import { qaActions, type QaAction } from './actions';
import { Section } from './panel-section';

const CLOCK_STEPS = [
  { labelKey: 'qa.clock.minute', ms: 60_000 },
  { labelKey: 'qa.clock.fiveMinutes', ms: 300_000 },
  { labelKey: 'qa.clock.hour', ms: 3_600_000 },
  { labelKey: 'qa.clock.day', ms: 86_400_000 },
  { labelKey: 'qa.clock.week', ms: 7 * 86_400_000 },
];

function ActionForm({ action, onDone }: { action: QaAction; onDone: (message: string) => void }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<string, string>>({});
  const run = (event: FormEvent) => {
    event.preventDefault();
    try {
      onDone(action.run(values));
    } catch (error) {
      onDone(`${t('qa.actions.failed')}: ${(error as Error).message}`);
    }
  };
  return (
    <form onSubmit={run} className="qa-form qa-form--action">
      <strong>{t(action.labelKey)}</strong>
      {action.fields.map((field) => {
        const options = field.options?.();
        return (
          <label key={field.name}>
            {t(field.labelKey)}
            {options ? (
              <select
                value={values[field.name] ?? ''}
                onChange={(e) => setValues({ ...values, [field.name]: e.target.value })}
              >
                <option value="">—</option>
                {options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            ) : (
              <input
                value={values[field.name] ?? ''}
                onChange={(e) => setValues({ ...values, [field.name]: e.target.value })}
              />
            )}
          </label>
        );
      })}
      <button type="submit">{t('qa.actions.run')}</button>
    </form>
  );
}

export function WorldSection({ onChanged }: { onChanged: (message: string) => void }) {
  const { t } = useTranslation();
  const [clock, setClock] = useState(now);
  const actions = qaActions();
  return (
    <Section title={t('qa.actions.title')}>
      <p>
        {t('qa.clock.now')}: <time>{new Date(clock).toLocaleString()}</time>
      </p>
      <div className="qa-buttons">
        {CLOCK_STEPS.map((step) => (
          <button
            key={step.labelKey}
            type="button"
            onClick={() => {
              advanceClock(step.ms);
              setClock(now());
            }}
          >
            {t(step.labelKey)}
          </button>
        ))}
        <button
          type="button"
          onClick={() => {
            resetClock();
            setClock(now());
          }}
        >
          {t('qa.clock.reset')}
        </button>
      </div>
      {actions.length === 0 && <p>{t('qa.actions.none')}</p>}
      {actions.map((action) => (
        <ActionForm key={action.id} action={action} onDone={onChanged} />
      ))}
    </Section>
  );
}
