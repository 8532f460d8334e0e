import { lazy, Suspense, useState } from 'react';
import Button from 'react-bootstrap/Button';
import FormControl from 'react-bootstrap/FormControl';
import FormGroup from 'react-bootstrap/FormGroup';
import FormLabel from 'react-bootstrap/FormLabel';
import FormText from 'react-bootstrap/FormText';
import { useTranslation } from 'react-i18next';
import { LoadingLine } from '@/components/loading-line';
import { errorText } from '@/lib/errors';
import { formatDateTime } from '@/lib/format';
import { formatBankNumber } from '@/rules/bank-account';
import { bankName } from '@/rules/bank-name';
import { ContractError } from '@/lib/http';
import type { ProfileAnswer } from '@/contract/account';
import { useProfile } from '../api';

const ChangePasswordModal = lazy(() =>
  import('./change-password-modal').then((m) => ({ default: m.ChangePasswordModal })),
);

const LockIcon = () => (
  <svg
    aria-hidden="true"
    focusable="false"
    width="20"
    height="20"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
  >
    <rect x="5" y="11" width="14" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
  </svg>
);

/** Name, member id, created date and the read-only account details, with the change-password lock. */
export function ProfileCard() {
  const { t } = useTranslation();
  const profile = useProfile();
  const [passwordOpen, setPasswordOpen] = useState(false);

  if (profile.isPending) {
    return <LoadingLine className="text-center py-5" />;
  }
  if (profile.isError) {
    // Profile failures are silent (spec section 8): only the loader goes, with a way to try again. An answer
    // not in the contract's shape says so (errors.CONTRACT).
    return (
      <div className="text-center py-4">
        <p className="text-body-secondary mb-2">{t('profile.loadFailed')}</p>
        {profile.error instanceof ContractError && (
          <p className="small text-body-secondary">{errorText(t, profile.error)}</p>
        )}
        <Button variant="outline-primary" size="sm" onClick={() => void profile.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }

  return (
    <>
      <MemberSummary profile={profile.data.profile} />
      <AccountDetails answer={profile.data} onChangePassword={() => setPasswordOpen(true)} />
      {passwordOpen && (
        <Suspense fallback={null}>
          <ChangePasswordModal show={passwordOpen} onHide={() => setPasswordOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

/** The member's initial, name, member id and created date. */
function MemberSummary({ profile: me }: { profile: ProfileAnswer['profile'] }) {
  const { t } = useTranslation();
  return (
    <section className="profile-card card mb-3" aria-labelledby="profile-name">
      <div className="card-body d-flex align-items-center gap-3">
        <span className="profile-card__avatar" aria-hidden="true">
          {me.name.trim().slice(0, 1).toUpperCase()}
        </span>
        <div className="flex-grow-1 min-w-0">
          <h2 id="profile-name" className="h5 mb-1 text-break">
            {me.name}
          </h2>
          <dl className="profile-card__facts mb-0">
            <div>
              <dt>{t('profile.memberId')}</dt>
              <dd>{me.memberId ?? me._id}</dd>
            </div>
            <div>
              <dt>{t('profile.createdAt')}</dt>
              <dd>{formatDateTime(me.createdAt)}</dd>
            </div>
          </dl>
        </div>
      </div>
    </section>
  );
}

/** The read-only username and password (with the lock that changes it), and the bank account. */
function AccountDetails({ answer, onChangePassword }: { answer: ProfileAnswer; onChangePassword: () => void }) {
  const { t, i18n } = useTranslation();
  const { profile: me, bankAccount } = answer;
  const field = (id: string, label: string, value: string, className = 'mb-3') => (
    <FormGroup className={className} controlId={id}>
      <FormLabel>{label}</FormLabel>
      <FormControl readOnly value={value} />
    </FormGroup>
  );
  return (
    <section className="card" aria-labelledby="profile-account-title">
      <div className="card-body">
        <h2 id="profile-account-title" className="h6 mb-3">
          {t('profile.accountTitle')}
        </h2>
        {field('profile-username', t('profile.username'), me.username)}
        <FormGroup className="mb-3" controlId="profile-password">
          <FormLabel>{t('profile.password')}</FormLabel>
          <div className="d-flex gap-2">
            <FormControl readOnly value="••••••••" aria-describedby="profile-password-hint" />
            <Button
              variant="outline-primary"
              className="flex-shrink-0"
              onClick={onChangePassword}
              aria-label={t('password.open')}
            >
              <LockIcon />
            </Button>
          </div>
          <FormText id="profile-password-hint">{t('profile.passwordHint')}</FormText>
        </FormGroup>

        <h2 className="h6 mt-4 mb-3">{t('profile.bankTitle')}</h2>
        {field('profile-bank-name', t('profile.bankAccountName'), bankAccount.bankAccountName)}
        {field('profile-bank', t('profile.bank'), bankName(bankAccount.bank, i18n.language, bankAccount.bankCode))}
        {field(
          'profile-bank-no',
          t('profile.bankAccountNo'),
          formatBankNumber(bankAccount.bankAccountNo, bankAccount.bankCode),
          '',
        )}
      </div>
    </section>
  );
}
