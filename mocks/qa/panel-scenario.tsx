import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_SCENARIO, getScenario, resetScenario, setScenario, type Scenario } from '../scenarios';
import { Section } from './panel-section';

type BooleanFlag = { [K in keyof Scenario]: Scenario[K] extends boolean ? K : never }[keyof Scenario];
// Every on/off flag of the scenario, so a flag an area adds shows up here without touching the console.
const BOOLEAN_FLAGS = (Object.keys(DEFAULT_SCENARIO) as (keyof Scenario)[]).filter(
  (flag): flag is BooleanFlag => typeof DEFAULT_SCENARIO[flag] === 'boolean',
);
export function ScenarioSection({ onChanged }: { onChanged: (message: string) => void }) {
  const { t } = useTranslation();
  const [scenario, setLocal] = useState<Scenario>(getScenario);
  const update = (patch: Partial<Scenario>) => {
    setLocal(setScenario(patch));
    onChanged(t('qa.scenario.changed'));
  };
  return (
    <Section title={t('qa.scenario.title')} open>
      {BOOLEAN_FLAGS.map((flag) => (
        <label key={flag} className="qa-row">
          <input type="checkbox" checked={scenario[flag]} onChange={(e) => update({ [flag]: e.target.checked })} />
          <span>{t(`qa.scenario.${flag}`)}</span>
        </label>
      ))}
      <label className="qa-row">
        <span>{t('qa.scenario.walletMode')}</span>
        <select
          value={scenario.walletMode}
          onChange={(e) => update({ walletMode: e.target.value as Scenario['walletMode'] })}
        >
          <option value="AUTO">AUTO</option>
          <option value="GIFT_LINK">GIFT_LINK</option>
        </select>
      </label>
      <label className="qa-row">
        <span>{t('qa.scenario.latency')}</span>
        <input
          type="number"
          min={0}
          step={50}
          value={scenario.latencyMs}
          onChange={(e) => update({ latencyMs: Math.max(0, Number(e.target.value) || 0) })}
        />
      </label>
      <button
        type="button"
        onClick={() => {
          resetScenario();
          setLocal(getScenario());
          onChanged(t('qa.scenario.changed'));
        }}
      >
        {t('qa.scenario.reset')}
      </button>
    </Section>
  );
}
