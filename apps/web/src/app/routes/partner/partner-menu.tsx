import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { isInSection, PARTNER_MENU, type MenuChild } from '@/app/routes/partner/partner-menu-items';

/** The portal's navigation: every spec 2 partner page; a section opens its sub-pages when current. */
export function PartnerMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('partner');
  const { pathname } = useLocation();
  const childLabel = (child: MenuChild) =>
    'page' in child.label
      ? t(`pages.${child.label.page}.title`)
      : t(`productPages.${child.label.product}.title`);

  return (
    <Box component="nav" aria-label={t('shell.menu')}>
      <List dense sx={{ py: 1 }}>
        {PARTNER_MENU.map((item) => {
          const Icon = item.icon;
          const inSection = isInSection(pathname, item);
          const current = pathname === item.href;
          return (
            <li key={item.section}>
              <ListItemButton
                component={Link}
                to={item.href}
                selected={current}
                aria-current={current ? 'page' : undefined}
                onClick={onNavigate}
                sx={{ py: 0.75 }}
              >
                <ListItemIcon sx={{ minWidth: 38, color: inSection ? 'primary.main' : undefined }}>
                  <Icon fontSize="small" />
                </ListItemIcon>
                <ListItemText
                  primary={t(`pages.${item.section}.title`)}
                  slotProps={{ primary: { sx: { fontWeight: inSection ? 700 : 500 } } }}
                />
              </ListItemButton>
              {item.children && (
                <Collapse in={inSection} unmountOnExit>
                  <List disablePadding dense>
                    {item.children.map((child) => {
                      const childCurrent = pathname === child.href;
                      return (
                        <ListItemButton
                          key={child.href}
                          component={Link}
                          to={child.href}
                          selected={childCurrent}
                          aria-current={childCurrent ? 'page' : undefined}
                          onClick={onNavigate}
                          sx={{ pl: 7, py: 0.5 }}
                        >
                          <ListItemText primary={childLabel(child)} />
                        </ListItemButton>
                      );
                    })}
                  </List>
                </Collapse>
              )}
            </li>
          );
        })}
      </List>
    </Box>
  );
}
