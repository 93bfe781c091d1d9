import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import LogoutIcon from '@mui/icons-material/Logout';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LAYOUT } from '@cl/contracts';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { AdminMenu } from '@/app/routes/admin/admin-menu';
import { useAdminProfile } from '@/app/routes/admin/admin-profile-context';
import { MasqueradeBannerSlot } from '@/app/routes/admin/masquerade-banner-slot';
import { useAdminLogout } from '@/features/admin-session/api/logout-admin';
import { BrandLogo } from '@/features/branding/components/brand-logo';
import { AreaHeader } from '@/features/shell/components/area-header';
import { DrawerLayout } from '@/features/shell/components/drawer-layout';
import { LanguageSelector } from '@/features/shell/components/language-selector';

const DRAWER_WIDTH = LAYOUT.adminDrawerWidth; // spec 2: 240

/** The signed-in admin console: header, 240px drawer with the role's menu, masquerade slot, page. */
export function AdminShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation('admin');
  const profile = useAdminProfile();
  const logout = useAdminLogout();
  const [mobileOpen, setMobileOpen] = useState(false);
  const signOut = () => {
    logout.mutate();
  };
  const closeMobile = () => {
    setMobileOpen(false);
  };

  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <AreaHeader
        areaName={t('area')}
        logo={
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <IconButton
              aria-label={t('shell.openMenu')}
              onClick={() => {
                setMobileOpen(true);
              }}
              sx={{ display: { md: 'none' } }}
            >
              <MenuIcon />
            </IconButton>
            <BrandLogo partnerName="cl" fallbackName={env.companyName} href={paths.admin.root.getHref()} />
          </Box>
        }
        action={
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
            <Typography
              variant="body2"
              color="text.secondary"
              noWrap
              sx={{ display: { xs: 'none', sm: 'block' }, maxWidth: 340 }}
            >
              {t('shell.signedInAs', { name: profile.username, role: t(`roles.${profile.role}`) })}
            </Typography>
            <Box sx={{ display: { xs: 'none', md: 'block' } }}>
              <LanguageSelector />
            </Box>
            <Button
              variant="outlined"
              color="inherit"
              startIcon={<LogoutIcon />}
              disabled={logout.isPending}
              onClick={signOut}
              sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
            >
              {t('shell.logout')}
            </Button>
            {/* A phone has no room for the label next to the logos. */}
            <IconButton
              aria-label={t('shell.logout')}
              disabled={logout.isPending}
              onClick={signOut}
              sx={{ display: { sm: 'none' } }}
            >
              <LogoutIcon />
            </IconButton>
          </Box>
        }
      />
      <DrawerLayout
        width={DRAWER_WIDTH}
        menu={<AdminMenu role={profile.role} />}
        mobileMenu={
          <>
            <AdminMenu role={profile.role} onNavigate={closeMobile} />
            <Box sx={{ p: 2 }}>
              <LanguageSelector />
            </Box>
          </>
        }
        mobileOpen={mobileOpen}
        onCloseMobile={closeMobile}
      >
        <MasqueradeBannerSlot />
        {children}
      </DrawerLayout>
    </Box>
  );
}
