import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonOutlineIcon from '@mui/icons-material/AccountCircleOutlined';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

export interface MobileMenuActions {
  userName?: string;
  onHelp: () => void;
  onLogout?: () => void;
  /** The signed-in customer's page: details and consents to withdraw (DPDP). */
  profileHref?: string;
}

interface MobileMenuDrawerProps extends MobileMenuActions {
  open: boolean;
  onClose: () => void;
}

export function MobileMenuDrawer(props: MobileMenuDrawerProps) {
  const { open, onClose, userName, onHelp, onLogout, profileHref } = props;
  const { t } = useTranslation();
  const run = (action: () => void) => () => {
    onClose();
    action();
  };

  return (
    <Drawer anchor="right" open={open} onClose={onClose}>
      <Box component="nav" aria-label={t('header.menu')} sx={{ width: 260 }}>
        {userName && (
          <Typography sx={{ px: 2, pt: 2, fontWeight: 600 }}>
            {t('header.greeting', { name: userName })}
          </Typography>
        )}
        <List>
          <ListItemButton onClick={run(onHelp)}>
            <ListItemIcon>
              <HelpOutlineIcon />
            </ListItemIcon>
            <ListItemText primary={t('actions.help')} />
          </ListItemButton>
          {profileHref && (
            <ListItemButton component={RouterLink} to={profileHref} onClick={onClose}>
              <ListItemIcon>
                <PersonOutlineIcon />
              </ListItemIcon>
              <ListItemText primary={t('actions.profile')} />
            </ListItemButton>
          )}
          {onLogout && (
            <ListItemButton onClick={run(onLogout)}>
              <ListItemIcon>
                <LogoutIcon />
              </ListItemIcon>
              <ListItemText primary={t('actions.logout')} />
            </ListItemButton>
          )}
        </List>
      </Box>
    </Drawer>
  );
}
