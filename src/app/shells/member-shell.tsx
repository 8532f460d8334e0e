import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router-dom';
import { useDialog } from '@/components/dialog/use-dialog';
import { LanguageDropdown } from '@/components/language-dropdown';
import { withSanitizer } from '@/components/sanitize-html';
import { config } from '@/config';
import { memberPath } from '@/config/paths';
import { logOut } from '@/lib/logout';
import { NavIcon } from './nav-icons';
import '@/styles/member.scss';

const ConditionsModal = lazy(
  withSanitizer(() =>
    import('@/features/content/components/conditions-modal').then((m) => ({ default: m.ConditionsModal })),
  ),
);

export function MemberShell() {
  const { t } = useTranslation();
  const dialog = useDialog();
  const [conditionsOpen, setConditionsOpen] = useState(false);

  // The button sits next to the language menu: a slip of the finger must not end the session.
  const logout = async () => {
    const confirmed = await dialog.confirm({
      title: t('nav.logoutTitle'),
      message: t('nav.logoutMessage'),
      confirmLabel: t('nav.logout'),
    });
    // The session's end drops everything of the member in this tab and goes to /login (session-wiring.ts).
    if (confirmed) logOut();
  };

  return (
    <div className="shell shell--member">
      <header className="top-bar">
        <span className="top-bar__title">{config.appName}</span>
        <div className="top-bar__actions">
          <LanguageDropdown />
          <button type="button" className="icon-button" onClick={() => void logout()} aria-label={t('nav.logout')}>
            <NavIcon name="logout" />
          </button>
        </div>
      </header>
      <div className="shell__content shell__content--offset">
        <Outlet />
      </div>
      <nav className="bottom-nav" aria-label={t('nav.main')}>
        <NavLink to={memberPath('profile')} className="bottom-nav__item">
          <NavIcon name="profile" />
          <span>{t('nav.profile')}</span>
        </NavLink>
        <button type="button" className="bottom-nav__item" onClick={() => setConditionsOpen(true)}>
          <NavIcon name="conditions" />
          <span>{t('nav.conditions')}</span>
        </button>
        <NavLink to={memberPath('home')} className="bottom-nav__item bottom-nav__item--home">
          <span className="bottom-nav__home-circle">
            <NavIcon name="home" size={28} />
          </span>
          <span>{t('nav.home')}</span>
        </NavLink>
        <NavLink to={memberPath('statement')} className="bottom-nav__item">
          <NavIcon name="statement" />
          <span>{t('nav.statement')}</span>
        </NavLink>
        <NavLink to={memberPath('contact')} className="bottom-nav__item">
          <NavIcon name="contact" />
          <span>{t('nav.contact')}</span>
        </NavLink>
      </nav>
      {conditionsOpen && (
        <Suspense fallback={null}>
          <ConditionsModal show={conditionsOpen} onHide={() => setConditionsOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
