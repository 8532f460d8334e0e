import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QrProvider } from '@/config';
import { BankLogo } from './bank-logo';
import { QrPanel } from './qr-panel';

export interface QrProviderEntry {
  provider: QrProvider;
  name: string;
}

/** The QR providers of the lookup: a picker and the chosen provider's panel. */
export function QrSection({ providers }: { providers: QrProviderEntry[] }) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<QrProvider | null>(providers[0]?.provider ?? null);
  const current = providers.find((p) => p.provider === selected) ?? providers[0];
  if (!current) return null;
  return (
    <div className="qr-section">
      <p className="small text-body-secondary mb-2">{t('qr.intro')}</p>
      <div className="qr-section__providers mb-3" role="group" aria-label={t('qr.providers')}>
        {providers.map(({ provider, name }) => (
          <button
            key={provider}
            type="button"
            className={`qr-provider${provider === current.provider ? ' qr-provider--active' : ''}`}
            aria-pressed={provider === current.provider}
            onClick={() => setSelected(provider)}
          >
            <BankLogo code={provider} size={28} />
            <span>{name}</span>
          </button>
        ))}
      </div>
      <QrPanel key={current.provider} provider={current.provider} name={current.name} />
    </div>
  );
}
