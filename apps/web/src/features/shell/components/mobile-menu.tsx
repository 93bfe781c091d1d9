import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuIcon from '@mui/icons-material/Menu';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MobileMenuActions } from './mobile-menu-drawer';

// The drawer (and the modal machinery under it) is fetched on the first tap, not with the page.
const MobileMenuDrawer = lazy(() =>
  import('./mobile-menu-drawer').then((m) => ({ default: m.MobileMenuDrawer })),
);

/** spec 2: the header's mobile drawer, behind a menu button shown below 600px. */
export function MobileMenu(actions: MobileMenuActions) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);

  return (
    <Box sx={{ display: { xs: 'flex', sm: 'none' } }}>
      <IconButton
        edge="end"
        aria-label={t('actions.openMenu')}
        aria-expanded={open}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <MenuIcon />
      </IconButton>
      {opened && (
        <Suspense fallback={null}>
          <MobileMenuDrawer
            {...actions}
            open={open}
            onClose={() => {
              setOpen(false);
            }}
          />
        </Suspense>
      )}
    </Box>
  );
}
