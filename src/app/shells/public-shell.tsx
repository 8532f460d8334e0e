import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router-dom';
import { LanguageDropdown } from '@/components/language-dropdown';
import { config } from '@/config';
import { CONTACT_PATH, HOWTO_PATH, LOGIN_PATH, REGISTER_PATH } from '@/config/paths';
import { NavIcon, type NavIconName } from './nav-icons';

const items: { to: string; icon: NavIconName; label: string }[] = [
  { to: LOGIN_PATH, icon: 'login', label: 'nav.login' },
  { to: REGISTER_PATH, icon: 'register', label: 'nav.register' },
  { to: HOWTO_PATH, icon: 'howto', label: 'nav.howto' },
  { to: CONTACT_PATH, icon: 'contact', label: 'nav.contact' },
];

export function PublicShell() {
  const { t } = useTranslation();
  return (
    <div className="shell shell--public">
      <header className="top-bar">
        <span className="top-bar__title">{config.appName}</span>
        <LanguageDropdown />
      </header>
      <div className="shell__content">
        <Outlet />
      </div>
      <nav className="bottom-nav" aria-label={t('nav.main')}>
        {items.map((item) => (
          <NavLink key={item.to} to={item.to} className="bottom-nav__item">
            <NavIcon name={item.icon} />
            <span>{t(item.label)}</span>
          </NavLink>
        ))}
      </nav>
    </div>
  );
}
