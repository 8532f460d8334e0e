import { useDeferredValue, useState, type ReactNode } from 'react';
import Spinner from 'react-bootstrap/Spinner';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { useTranslation } from 'react-i18next';
import { ModalFrame } from '@/components/modal-frame';
import { useDepositLookup, type DepositBank, type DepositLookup } from '../api';
import { BUILD_CURRENCY, useMoney } from '@/lib/member-currency';
import { currencyFirst } from '@/rules/bank-currency';
import type { Currency } from '@/rules/currency';
import { isQrProvider, offersCardWallet, panelKind } from '../model';
import { BankAccountPanel } from './bank-account-panel';
import { DepositRules } from './deposit-rules';
import { GiftLinkForm } from './gift-link-form';
import { ManualNotifyForm } from './manual-notify-form';
import { QrSection, type QrProviderEntry } from './qr-section';
import { SlipUpload } from './slip-upload';
import { WalletAccountPanel } from './wallet-account-panel';

export interface DepositModalProps {
  show: boolean;
  onHide: () => void;
  /**
   * Wraps the copy of a deposit account number: the app asks a KTB, TMB or BBL member for the English
   * account name first (spec section 4), and the copy runs after the save.
   */
  beforeCopy?: (copy: () => void) => void;
}

type Section = 'bank' | 'qr' | 'wallet' | 'manual';

const keyOf = (entry: DepositBank) => `${entry.bankCode}-${entry.mode}`;

function sectionsOf(lookup: DepositLookup, currency: Currency | undefined) {
  const isManual = lookup.isManual === true;
  // The accounts in the build's currency first (kip accounts in the Laos build), each group as listed.
  const banks = currencyFirst(lookup.banks ?? [], BUILD_CURRENCY, (entry) => entry.currency);
  const bankEntries = banks.filter((entry) => panelKind(entry, isManual) === 'bank');
  const manualEntries = banks.filter((entry) => panelKind(entry, isManual) === 'manual');
  const qrProviders: QrProviderEntry[] = [];
  for (const entry of banks) {
    if (panelKind(entry, isManual) !== 'qr' || !isQrProvider(entry.bankCode)) continue;
    if (qrProviders.some((p) => p.provider === entry.bankCode)) continue;
    qrProviders.push({ provider: entry.bankCode, name: entry.bankCode });
  }
  const wallet = offersCardWallet(currency) ? (lookup.wallets?.[0] ?? null) : null;
  const sections: Section[] = [];
  if (isManual && manualEntries.length) sections.push('manual');
  if (bankEntries.length) sections.push('bank');
  if (qrProviders.length) sections.push('qr');
  if (wallet) sections.push('wallet');
  return { bankEntries, manualEntries, qrProviders, wallet, sections };
}

/**
 * A tab's content, rendered in React's deferred pass just after the frame that shows its tab: the tap on the deposit
 * tile paints the dialog and its tabs without waiting for the accounts, the slip form and their styles and layout
 * (the dialog is still fading in from transparent then, 150 ms), and so does a tap on another tab.
 */
function TabContent({ children }: { children: ReactNode }) {
  const shown = useDeferredValue(true, false);
  return shown ? children : null;
}

type Parts = ReturnType<typeof sectionsOf>;

/** The ways to deposit, one tab each; the first is open until the member picks another. */
function DepositTabs({ parts, onHide, beforeCopy }: { parts: Parts } & Omit<DepositModalProps, 'show'>) {
  const { t } = useTranslation();
  const [active, setActive] = useState<Section | null>(null);
  const current = active && parts.sections.includes(active) ? active : parts.sections[0];
  return (
    <Tabs
      id="deposit-tabs"
      activeKey={current}
      onSelect={(key) => key && setActive(key as Section)}
      mountOnEnter
      fill
      className="deposit-tabs mb-3"
    >
      {parts.sections.includes('manual') && (
        <Tab eventKey="manual" title={t('deposit.tabs.manual')}>
          <TabContent>
            <p className="small text-body-secondary">{t('deposit.manual.intro')}</p>
            <DepositRules />
            <div className="d-grid gap-2 mb-3">
              {parts.manualEntries.map((entry) => (
                <BankAccountPanel key={keyOf(entry)} entry={entry} generic beforeCopy={beforeCopy} />
              ))}
            </div>
            <ManualNotifyForm />
          </TabContent>
        </Tab>
      )}
      {parts.sections.includes('bank') && (
        <Tab eventKey="bank" title={t('deposit.tabs.bank')}>
          <TabContent>
            {/* The rules before the account to pay to: read before paying, not after. */}
            <DepositRules />
            <div className="d-grid gap-2 mb-3">
              {parts.bankEntries.map((entry) => (
                <BankAccountPanel key={keyOf(entry)} entry={entry} beforeCopy={beforeCopy} />
              ))}
            </div>
            {/* The slip upload right under the accounts it is for. */}
            <SlipUpload onOpenStatus={onHide} />
          </TabContent>
        </Tab>
      )}
      {parts.sections.includes('qr') && (
        <Tab eventKey="qr" title={t('deposit.tabs.qr')}>
          <TabContent>
            <QrSection providers={parts.qrProviders} />
          </TabContent>
        </Tab>
      )}
      {parts.wallet && (
        <Tab eventKey="wallet" title={t('deposit.tabs.wallet')}>
          <TabContent>
            {parts.wallet.mode === 'AUTO' ? (
              <WalletAccountPanel walletAccountName={parts.wallet.walletAccountName} />
            ) : (
              <GiftLinkForm walletAccountName={parts.wallet.walletAccountName} />
            )}
          </TabContent>
        </Tab>
      )}
    </Tabs>
  );
}

/** The deposit modal: bank accounts with slip upload, QR providers, card wallet, or manual mode. */
export function DepositModal({ show, onHide, beforeCopy }: DepositModalProps) {
  const { t } = useTranslation();
  const lookup = useDepositLookup(show);
  const money = useMoney();
  const parts = lookup.data ? sectionsOf(lookup.data, money.currency) : null;

  return (
    <ModalFrame
      show={show}
      onHide={onHide}
      scrollable
      fullscreen="sm-down"
      className="deposit-modal"
      titleId="deposit-title"
      title={t('deposit.title')}
    >
      {lookup.isPending && lookup.fetchStatus !== 'idle' && (
        <div role="status" className="text-center my-4">
          <Spinner animation="border" size="sm" aria-hidden="true" /> {t('common.loading')}
        </div>
      )}
      {/* A failed lookup only hides the loader (spec section 8). */}
      {parts && parts.sections.length === 0 && <p className="text-center text-body-secondary">{t('deposit.none')}</p>}
      {parts && parts.sections.length > 0 && <DepositTabs parts={parts} onHide={onHide} beforeCopy={beforeCopy} />}
    </ModalFrame>
  );
}
