import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { TopBar } from '@/components/ui/top-bar';
import { MobileMenu } from './mobile-menu';
import type { MobileMenuActions } from './mobile-menu-drawer';

/** userName, onLogout and profileHref are for the signed-in customer (spec 2 header, spec 4 logout). */
export interface SiteHeaderProps extends MobileMenuActions {
  logo: ReactNode;
}

/** spec 2: logos, user name, Help, Logout; below 600px the actions move into a drawer. */
export function SiteHeader({ logo, userName, onHelp, onLogout, profileHref }: SiteHeaderProps) {
  const { t } = useTranslation();
  return (
    <TopBar>
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex' }}>{logo}</Box>
      <Box sx={{ display: { xs: 'none', sm: 'flex' }, alignItems: 'center', gap: 1 }}>
        {userName && (
          <Typography sx={{ mr: 1, fontWeight: 600 }} noWrap>
            {t('header.greeting', { name: userName })}
          </Typography>
        )}
        <Button color="secondary" startIcon={<HelpOutlineIcon />} onClick={onHelp}>
          {t('actions.help')}
        </Button>
        {profileHref && (
          <Button color="secondary" component={RouterLink} to={profileHref}>
            {t('actions.profile')}
          </Button>
        )}
        {onLogout && (
          <Button color="secondary" startIcon={<LogoutIcon />} onClick={onLogout}>
            {t('actions.logout')}
          </Button>
        )}
      </Box>
      <MobileMenu userName={userName} onHelp={onHelp} onLogout={onLogout} profileHref={profileHref} />
    </TopBar>
  );
}
