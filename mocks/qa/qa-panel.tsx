import './qa-panel.css';
import { useEffect, useId, useState, useSyncExternalStore, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLocale, i18next } from '@/lib/i18n';
import { saveToken } from '@/lib/session';
import { advanceClock, now, resetClock } from '../clock';
import { exportDb, importDb, resetDb } from '../db';
import { DEFAULT_SCENARIO, getScenario, resetScenario, setScenario, type Scenario } from '../scenarios';
import { qaActions, type QaAction } from './actions';
import { ENDPOINTS } from './endpoints';
import { addFault, clearFaults, listFaults, removeFault, type FaultKind } from './faults';
import { injectedHtml, setInjectedHtml } from './html-injection';
import { clearRequestLog, onRequestLogged, requestLog } from './request-log';
import { createSessionFor, seededAccounts } from './session';
import { addQaStrings } from './strings';

type BooleanFlag = { [K in keyof Scenario]: Scenario[K] extends boolean ? K : never }[keyof Scenario];
// Every on/off flag of the scenario, so a flag an area adds shows up here without touching the console.
const BOOLEAN_FLAGS = (Object.keys(DEFAULT_SCENARIO) as (keyof Scenario)[]).filter(
  (flag): flag is BooleanFlag => typeof DEFAULT_SCENARIO[flag] === 'boolean',
);
const HTML_PRESETS = [
  '<img src=x onerror="alert(\'xss\')"><b>QA bold</b>',
  '<a href="javascript:alert(1)">javascript link</a> <a href="https://example.com">safe link</a>',
  '<iframe src="https://example.com"></iframe><script>alert(1)</script><p style="color:red">styled</p>',
  '<svg onload="alert(1)"><circle r="5"/></svg><form action="https://evil.example"><input name="p"></form>',
];
const CLOCK_STEPS = [
  { labelKey: 'qa.clock.minute', ms: 60_000 },
  { labelKey: 'qa.clock.fiveMinutes', ms: 300_000 },
  { labelKey: 'qa.clock.hour', ms: 3_600_000 },
  { labelKey: 'qa.clock.day', ms: 86_400_000 },
  { labelKey: 'qa.clock.week', ms: 7 * 86_400_000 },
];

function errorCodes(): string[] {
  const bundle = i18next.getResourceBundle(i18next.language, 'translation') as { errors?: Record<string, string> } | undefined;
  const codes = Object.keys(bundle?.errors ?? {}).filter((c) => !['UNKNOWN', 'NETWORK', 'TIMEOUT', 'CANNOT_VERIFY_IDENTITY'].includes(c));
  return ['gone', 'invalid-token', ...codes];
}

function Section({ title, children, open = false }: { title: string; children: React.ReactNode; open?: boolean }) {
  return (
    <details className="qa-section" open={open}>
      <summary>{title}</summary>
      <div className="qa-section__body">{children}</div>
    </details>
  );
}

function ScenarioSection({ onChanged }: { onChanged: (message: string) => void }) {
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
        <select value={scenario.walletMode} onChange={(e) => update({ walletMode: e.target.value as Scenario['walletMode'] })}>
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

function AccountsSection() {
  const { t } = useTranslation();
  const signIn = (phone: string) => {
    saveToken(createSessionFor(phone), true);
    window.location.assign('/user/home');
  };
  return (
    <Section title={t('qa.accounts.title')}>
      <table className="qa-table">
        <thead>
          <tr>
            <th scope="col">{t('qa.accounts.phone')}</th>
            <th scope="col">{t('qa.accounts.password')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('qa.accounts.signIn')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {seededAccounts().map((account) => (
            <tr key={account.phone}>
              <td>
                {account.phone}
                <br />
                <small>{account.name}</small>
              </td>
              <td>{account.password}</td>
              <td>
                <button type="button" disabled={!account.active} onClick={() => signIn(account.phone)}>
                  {t('qa.accounts.signIn')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}

function DatabaseSection({ onChanged }: { onChanged: (message: string) => void }) {
  const { t } = useTranslation();
  const [json, setJson] = useState('');
  const fieldId = useId();
  const download = () => {
    const url = URL.createObjectURL(new Blob([exportDb()], { type: 'application/json' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `mock-db-${new Date().toISOString().slice(0, 19)}.json`;
    link.click();
    URL.revokeObjectURL(url);
  };
  const importJson = () => {
    try {
      importDb(json);
      onChanged(t('qa.db.imported'));
    } catch (error) {
      onChanged(`${t('qa.db.importFailed')}: ${(error as Error).message}`);
    }
  };
  return (
    <Section title={t('qa.db.title')}>
      <div className="qa-buttons">
        <button
          type="button"
          onClick={() => {
            resetDb();
            onChanged(t('qa.db.resetDone'));
          }}
        >
          {t('qa.db.reset')}
        </button>
        <button type="button" onClick={download}>
          {t('qa.db.export')}
        </button>
        <button type="button" onClick={() => setJson(exportDb())}>
          {t('qa.db.show')}
        </button>
      </div>
      <label htmlFor={fieldId}>{t('qa.db.json')}</label>
      <textarea id={fieldId} rows={4} value={json} onChange={(e) => setJson(e.target.value)} />
      <input
        type="file"
        accept="application/json"
        aria-label={t('qa.db.file')}
        onChange={(e) => void e.target.files?.[0]?.text().then(setJson)}
      />
      <button type="button" disabled={!json.trim()} onClick={importJson}>
        {t('qa.db.import')}
      </button>
    </Section>
  );
}

function FaultsSection() {
  const { t } = useTranslation();
  const [faults, setFaults] = useState(listFaults);
  const [endpoint, setEndpoint] = useState<string>(ENDPOINTS[0]);
  const [kind, setKind] = useState<FaultKind>('code');
  const [code, setCode] = useState('INVALID_USER_1');
  const [status, setStatus] = useState(400);
  const [delayMs, setDelayMs] = useState(65_000);
  const [once, setOnce] = useState(true);
  const refresh = () => setFaults(listFaults());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    addFault({ endpoint, kind, once, ...(kind === 'code' ? { code, status } : {}), ...(kind === 'delay' ? { delayMs } : {}) });
    refresh();
  };
  return (
    <Section title={t('qa.faults.title')}>
      <form onSubmit={submit} className="qa-form">
        <label>
          {t('qa.faults.endpoint')}
          <select value={endpoint} onChange={(e) => setEndpoint(e.target.value)}>
            {ENDPOINTS.map((e) => (
              <option key={e}>{e}</option>
            ))}
          </select>
        </label>
        <label>
          {t('qa.faults.kind')}
          <select value={kind} onChange={(e) => setKind(e.target.value as FaultKind)}>
            {(['code', 'http500', 'network', 'delay'] as const).map((k) => (
              <option key={k} value={k}>
                {t(`qa.faults.kinds.${k}`)}
              </option>
            ))}
          </select>
        </label>
        {kind === 'code' && (
          <>
            <label>
              {t('qa.faults.code')}
              <select value={code} onChange={(e) => setCode(e.target.value)}>
                {errorCodes().map((c) => (
                  <option key={c}>{c}</option>
                ))}
              </select>
            </label>
            <label>
              {t('qa.faults.status')}
              <input type="number" min={400} max={599} value={status} onChange={(e) => setStatus(Number(e.target.value))} />
            </label>
          </>
        )}
        {kind === 'delay' && (
          <label>
            {t('qa.faults.delay')}
            <input type="number" min={0} step={1000} value={delayMs} onChange={(e) => setDelayMs(Number(e.target.value))} />
          </label>
        )}
        <label className="qa-row">
          <input type="checkbox" checked={once} onChange={(e) => setOnce(e.target.checked)} />
          <span>{t('qa.faults.once')}</span>
        </label>
        <button type="submit">{t('qa.faults.add')}</button>
      </form>
      {faults.length === 0 ? (
        <p>{t('qa.faults.none')}</p>
      ) : (
        <ul className="qa-list">
          {faults.map((fault) => (
            <li key={fault.id}>
              <code>
                {fault.endpoint} → {fault.kind === 'code' ? `${fault.code} (${fault.status})` : fault.kind}
                {fault.kind === 'delay' ? ` ${fault.delayMs} ms` : ''} {fault.once ? t('qa.faults.onceShort') : ''}
              </code>{' '}
              <button
                type="button"
                onClick={() => {
                  removeFault(fault.id);
                  refresh();
                }}
              >
                {t('qa.faults.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <button
        type="button"
        onClick={() => {
          clearFaults();
          refresh();
        }}
      >
        {t('qa.faults.clear')}
      </button>
    </Section>
  );
}

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
              <select value={values[field.name] ?? ''} onChange={(e) => setValues({ ...values, [field.name]: e.target.value })}>
                <option value="">—</option>
                {options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            ) : (
              <input value={values[field.name] ?? ''} onChange={(e) => setValues({ ...values, [field.name]: e.target.value })} />
            )}
          </label>
        );
      })}
      <button type="submit">{t('qa.actions.run')}</button>
    </form>
  );
}

function WorldSection({ onChanged }: { onChanged: (message: string) => void }) {
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

function HtmlSection() {
  const { t } = useTranslation();
  const [html, setHtml] = useState(() => injectedHtml() ?? '');
  const [active, setActive] = useState(() => injectedHtml() !== null);
  const fieldId = useId();
  return (
    <Section title={t('qa.html.title')}>
      <div className="qa-buttons">
        {HTML_PRESETS.map((preset, index) => (
          <button key={preset} type="button" onClick={() => setHtml(preset)}>
            {t('qa.html.preset', { n: index + 1 })}
          </button>
        ))}
      </div>
      <label htmlFor={fieldId}>{t('qa.html.snippet')}</label>
      <textarea id={fieldId} rows={3} value={html} onChange={(e) => setHtml(e.target.value)} />
      <div className="qa-buttons">
        <button
          type="button"
          disabled={!html.trim()}
          onClick={() => {
            setInjectedHtml(html);
            setActive(true);
          }}
        >
          {t('qa.html.apply')}
        </button>
        <button
          type="button"
          onClick={() => {
            setInjectedHtml(null);
            setActive(false);
          }}
        >
          {t('qa.html.off')}
        </button>
      </div>
      <p role="status">{active ? t('qa.html.on') : t('qa.html.isOff')}</p>
    </Section>
  );
}

function LogSection() {
  const { t } = useTranslation();
  const log = useSyncExternalStore(onRequestLogged, () => requestLog().length);
  const entries = requestLog().slice(-60).reverse();
  return (
    <Section title={t('qa.log.title', { count: log })}>
      <button type="button" onClick={clearRequestLog}>
        {t('qa.log.clear')}
      </button>
      <table className="qa-table qa-table--log">
        <thead>
          <tr>
            <th scope="col">{t('qa.log.method')}</th>
            <th scope="col">{t('qa.log.path')}</th>
            <th scope="col">{t('qa.log.status')}</th>
            <th scope="col">{t('qa.log.code')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry, index) => (
            <tr key={`${entry.at}-${index}`} className={entry.status === 0 || entry.status >= 400 ? 'qa-bad' : undefined}>
              <td>{entry.method}</td>
              <td>{entry.path}</td>
              <td>{entry.status || t('qa.log.networkError')}</td>
              <td>{entry.code ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}

export function QaPanel({ onClose }: { onClose: () => void }) {
  addQaStrings();
  const { t, i18n } = useTranslation();
  const [message, setMessage] = useState('');
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <aside id="qa-panel" className="qa-panel" aria-label={t('qa.title')} lang={i18n.language === 'la' ? 'lo' : i18n.language}>
      <header className="qa-panel__header">
        <h2>{t('qa.title')}</h2>
        <button type="button" onClick={() => window.location.reload()}>
          {t('qa.reload')}
        </button>
        <button type="button" onClick={onClose} aria-label={t('common.close')}>
          ×
        </button>
      </header>
      <p className="qa-panel__hint">{t('qa.hint')}</p>
      <p role="status" className="qa-panel__message">
        {message}
      </p>
      <ScenarioSection onChanged={setMessage} />
      <AccountsSection />
      <DatabaseSection onChanged={setMessage} />
      <FaultsSection />
      <WorldSection onChanged={setMessage} />
      <HtmlSection />
      <LogSection />
      <footer className="qa-panel__footer">
        {(['th', 'la', 'en'] as const).map((lng) => (
          <button key={lng} type="button" onClick={() => void changeLocale(lng)} aria-pressed={i18n.language === lng}>
            {t(`language.${lng}`)}
          </button>
        ))}
      </footer>
    </aside>
  );
}
