import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PathIcon } from '@/components/path-icon';
import { useBalancesHidden } from '../balance-visibility';

const EYE = 'M1 12s4-8 11-8 11 8 11 8-4 8-11 8-11-8-11-8zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z';
const EYE_CROSSED =
  'M17.9 17.9A10.1 10.1 0 0 1 12 20c-7 0-11-8-11-8a18.5 18.5 0 0 1 5.1-5.9M9.9 4.2A9.1 9.1 0 0 1 12 4c7 0 11 8 11 8a18.5 18.5 0 0 1-2.2 3.2M14.1 14.1a3 3 0 1 1-4.2-4.2M1 1l22 22';

/**
 * The eye on home's header: hides and shows every balance of the member's screens. A toggle button whose name
 * stays "Hide balance" while its pressed state says whether they are hidden (a name that flipped with the state
 * would read "Show balance, pressed"); the change itself is announced politely.
 */
export function BalanceToggle() {
  const { t } = useTranslation();
  const { hidden, toggle } = useBalancesHidden();
  const [announcement, setAnnouncement] = useState('');
  return (
    <>
      <button
        type="button"
        className="wallet-header__eye"
        aria-pressed={hidden}
        onClick={() => {
          toggle();
          setAnnouncement(t(hidden ? 'home.balancesShown' : 'home.balancesHidden'));
        }}
      >
        <PathIcon d={hidden ? EYE_CROSSED : EYE} size={22} />
        <span className="visually-hidden">{t('home.hideBalance')}</span>
      </button>
      <span role="status" className="visually-hidden">
        {announcement}
      </span>
    </>
  );
}
