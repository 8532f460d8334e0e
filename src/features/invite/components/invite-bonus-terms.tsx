import { useTranslation } from 'react-i18next';

/** The conditions of the invite bonus shown in its confirmation. */
export function InviteBonusTerms({ terms }: { terms: { success: number; fail: number } | null }) {
  const { t } = useTranslation();
  return (
    <div>
      <p>{t('invite.bonus.question')}</p>
      {terms && (
        <>
          <p className="mb-1">{t('invite.bonus.conditions')}</p>
          <ul className="mb-2">
            <li>{t('invite.bonus.successRate', { percent: terms.success })}</li>
            <li>{t('invite.bonus.failRate', { percent: terms.fail })}</li>
          </ul>
        </>
      )}
      <p className="small text-body-secondary mb-0">{t('invite.bonus.oncePerDay')}</p>
    </div>
  );
}
