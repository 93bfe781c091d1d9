import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { takeBootIntent } from '@/lib/boot-intent';
import { MuiScope } from '@/lib/mui-scope';
import { MenuIcon } from './header-icons';
import type { MobileMenuActions } from './mobile-menu-drawer';

// The drawer (MUI's modal machinery and its theme) is fetched on the first tap, not with the page.
const MobileMenuDrawer = lazy(() =>
  import('./mobile-menu-drawer').then((m) => ({ default: m.MobileMenuDrawer })),
);

/** spec 2: the header's mobile drawer, behind a menu button shown below 600px. */
export function MobileMenu(actions: MobileMenuActions) {
  const { t } = useTranslation();
  // The menu pressed on the prerendered sign-in page, which started the app for it (issue 16).
  const [open, setOpen] = useState(() => takeBootIntent('menu'));
  const [opened, setOpened] = useState(open);

  return (
    <div className="cl-header__menu">
      <button
        type="button"
        className="cl-icon-btn"
        aria-label={t('actions.openMenu')}
        aria-expanded={open}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <MenuIcon />
      </button>
      {opened && (
        <MuiScope>
          <MobileMenuDrawer
            {...actions}
            open={open}
            onClose={() => {
              setOpen(false);
            }}
          />
        </MuiScope>
      )}
    </div>
  );
}
