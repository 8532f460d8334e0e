import { useTranslation } from 'react-i18next';
import { saveToken } from '@/lib/session';
import { createSessionFor, seededAccounts } from './session';
import { Section } from './panel-section';

export function AccountsSection() {
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
              <td>{account.password ?? t('qa.accounts.passwordChanged')}</td>
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
