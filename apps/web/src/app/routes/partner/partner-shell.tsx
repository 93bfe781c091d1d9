import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { PartnerMenu } from '@/app/routes/partner/partner-menu';
import { usePartner } from '@/app/routes/partner/partner-session-context';
import { BrandLogo } from '@/features/branding/components/brand-logo';
import { useExitMasquerade, usePartnerLogout } from '@/features/partner-session/api/logout-partner';
import { MasqueradeBanner } from '@/features/partner-session/components/masquerade-banner';
import { AreaHeader } from '@/features/shell/components/area-header';
import { DrawerLayout } from '@/features/shell/components/drawer-layout';
import { LanguageSelector } from '@/features/shell/components/language-selector';

const DRAWER_WIDTH = 264;

/** The signed-in portal: branded header, the menu as a side drawer (a slide-in one on phones), the page. */
export function PartnerShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation('partner');
  const partner = usePartner();
  const logout = usePartnerLogout(paths.partner.brandedLogin.getHref(partner.partnerKey));
  const exitMasquerade = useExitMasquerade(paths.admin.page.getHref('merchant-management'));
  const [mobileOpen, setMobileOpen] = useState(false);
  const closeMobile = () => {
    setMobileOpen(false);
  };

  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <AreaHeader
        areaName={t('area')}
        logo={
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
            <IconButton
              aria-label={t('shell.openMenu')}
              edge="start"
              onClick={() => {
                setMobileOpen(true);
              }}
              sx={{ display: { md: 'none' } }}
            >
              <MenuIcon />
            </IconButton>
            <BrandLogo
              partnerName={partner.partnerKey}
              fallbackName={partner.partnerName}
              href={paths.partner.root.getHref()}
            />
          </Box>
        }
        action={
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
            <Typography
              variant="body2"
              color="text.secondary"
              noWrap
              sx={{ display: { xs: 'none', sm: 'block' }, maxWidth: 220 }}
            >
              {t('shell.signedInAs', { name: partner.userName })}
            </Typography>
            <Box sx={{ display: { xs: 'none', md: 'block' } }}>
              <LanguageSelector />
            </Box>
            <Button
              variant="outlined"
              color="inherit"
              startIcon={<LogoutIcon />}
              disabled={logout.isPending}
              aria-label={t('shell.logout')}
              onClick={() => {
                logout.mutate();
              }}
              sx={{ minWidth: 0, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } }}
            >
              <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
                {t('shell.logout')}
              </Box>
            </Button>
          </Box>
        }
      />
      {partner.masquerade && (
        <MasqueradeBanner
          partnerName={partner.partnerName}
          exiting={exitMasquerade.isPending}
          onExit={() => {
            exitMasquerade.mutate();
          }}
        />
      )}
      <DrawerLayout
        width={DRAWER_WIDTH}
        menu={<PartnerMenu />}
        mobileMenu={
          <>
            <Typography sx={{ px: 2, pt: 2, fontWeight: 700 }} noWrap>
              {t('shell.signedInAs', { name: partner.userName })}
            </Typography>
            <PartnerMenu onNavigate={closeMobile} />
            <Box sx={{ p: 2 }}>
              <LanguageSelector />
            </Box>
          </>
        }
        mobileOpen={mobileOpen}
        onCloseMobile={closeMobile}
      >
        {children}
        <Typography variant="caption" color="text.secondary" sx={{ mt: 'auto', px: { xs: 2, sm: 3 }, py: 2 }}>
          {t('shell.footer', { company: env.companyName })}
        </Typography>
      </DrawerLayout>
    </Box>
  );
}
