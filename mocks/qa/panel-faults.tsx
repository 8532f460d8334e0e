import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { i18next } from '@/lib/i18n';
import { ENDPOINTS } from './endpoints';
import {
  addFault,
  clearFaults,
  faultCodes,
  listFaults,
  LOST_AS,
  removeFault,
  type Fault,
  type FaultKind,
  type LostAs,
} from './faults';
import { Section } from './panel-section';

function errorCodes(): string[] {
  const bundle = i18next.getResourceBundle(i18next.language, 'translation') as
    { errors?: Record<string, string> } | undefined;
  return faultCodes(Object.keys(bundle?.errors ?? {}));
}

/** One fault as the list shows it: "NO_DATA (400)", "lost → 524", "lost → dropped", "delay". */
function faultLabel(fault: Fault): string {
  if (fault.kind === 'code') return `${fault.code} (${fault.status})`;
  if (fault.kind === 'lost') return `lost → ${fault.status ? String(fault.status) : 'dropped'}`;
  return fault.kind;
}

/** Inject a fault: the form that adds one, the list of those set (each removable), and Clear all. */
export function FaultsSection() {
  const { t } = useTranslation();
  const [faults, setFaults] = useState(listFaults);
  const refresh = () => setFaults(listFaults());
  return (
    <Section title={t('qa.faults.title')}>
      <FaultForm onAdded={refresh} />
      {faults.length === 0 ? (
        <p>{t('qa.faults.none')}</p>
      ) : (
        <ul className="qa-list">
          {faults.map((fault) => (
            <li key={fault.id}>
              <code>
                {fault.endpoint} → {faultLabel(fault)}
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

/** What a lost answer reaches the phone as: a proxy's page of a status, or a dropped connection. */
function LostAsSelect({ value, onChange }: { value: LostAs; onChange: (as: LostAs) => void }) {
  const { t } = useTranslation();
  return (
    <label>
      {t('qa.faults.lostAs')}
      <select value={value} onChange={(e) => onChange(Number(e.target.value) as LostAs)}>
        {LOST_AS.map((as) => (
          <option key={as} value={as}>
            {t(`qa.faults.lost.${as}`)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A fault to add: which endpoint, what kind (a catalogue code with its status, HTTP 500, network, delay), once or until cleared. */
function FaultForm({ onAdded }: { onAdded: () => void }) {
  const { t } = useTranslation();
  const [endpoint, setEndpoint] = useState<string>(ENDPOINTS[0]);
  const [kind, setKind] = useState<FaultKind>('code');
  const [code, setCode] = useState('INVALID_USER_1');
  const [status, setStatus] = useState(400);
  const [delayMs, setDelayMs] = useState(65_000);
  const [lostAs, setLostAs] = useState<LostAs>(500);
  const [once, setOnce] = useState(true);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    addFault({
      endpoint,
      kind,
      once,
      ...(kind === 'code' ? { code, status } : {}),
      ...(kind === 'delay' ? { delayMs } : {}),
      ...(kind === 'lost' ? { status: lostAs } : {}),
    });
    onAdded();
  };
  const numberField = (label: string, value: number, set: (n: number) => void, props: object) => (
    <label>
      {label}
      <input type="number" {...props} value={value} onChange={(e) => set(Number(e.target.value))} />
    </label>
  );
  return (
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
          {(['code', 'http500', 'network', 'delay', 'lost'] as const).map((k) => (
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
          {numberField(t('qa.faults.status'), status, setStatus, { min: 400, max: 599 })}
        </>
      )}
      {kind === 'lost' && <LostAsSelect value={lostAs} onChange={setLostAs} />}
      {kind === 'delay' && numberField(t('qa.faults.delay'), delayMs, setDelayMs, { min: 0, step: 1000 })}
      <label className="qa-row">
        <input type="checkbox" checked={once} onChange={(e) => setOnce(e.target.checked)} />
        <span>{t('qa.faults.once')}</span>
      </label>
      <button type="submit">{t('qa.faults.add')}</button>
    </form>
  );
}
