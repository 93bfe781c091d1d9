import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { TopBar } from '@/components/ui/top-bar';
import { HelpIcon, LogoutIcon } from './header-icons';
import { MobileMenu } from './mobile-menu';
import type { MobileMenuActions } from './mobile-menu-drawer';

/** userName, onLogout and profileHref are for the signed-in customer (spec 2 header, spec 4 logout). */
export interface SiteHeaderProps extends MobileMenuActions {
  logo: ReactNode;
}

/**
 * spec 2: logos, user name, Help, Logout; below 600px the actions move into a drawer. Plain CSS
 * (styles/customer-ui.css): the header is on the start page (issue 16).
 */
export function SiteHeader({ logo, userName, onHelp, onLogout, profileHref }: SiteHeaderProps) {
  const { t } = useTranslation();
  return (
    <TopBar>
      <div className="cl-header__logo">{logo}</div>
      <div className="cl-header__actions">
        {userName && <p className="cl-header__greeting">{t('header.greeting', { name: userName })}</p>}
        <button type="button" className="cl-btn cl-btn--text" onClick={onHelp}>
          <HelpIcon />
          {t('actions.help')}
        </button>
        {profileHref && (
          <RouterLink className="cl-btn cl-btn--text" to={profileHref}>
            {t('actions.profile')}
          </RouterLink>
        )}
        {onLogout && (
          <button type="button" className="cl-btn cl-btn--text" onClick={onLogout}>
            <LogoutIcon />
            {t('actions.logout')}
          </button>
        )}
      </div>
      <MobileMenu userName={userName} onHelp={onHelp} onLogout={onLogout} profileHref={profileHref} />
    </TopBar>
  );
}
