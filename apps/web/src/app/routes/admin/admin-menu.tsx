import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import DashboardIcon from '@mui/icons-material/Dashboard';
import GroupIcon from '@mui/icons-material/Group';
import HandshakeIcon from '@mui/icons-material/Handshake';
import HubIcon from '@mui/icons-material/Hub';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import PowerSettingsNewIcon from '@mui/icons-material/PowerSettingsNew';
import RuleIcon from '@mui/icons-material/Rule';
import { adminOpsMenuFor, AdminOpsMenuItems } from '@/app/routes/admin/operations/admin-ops-menu';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { AdminRole } from '@cl/contracts';
import { adminMenuFor, type BuiltAdminPage } from '@/app/routes/admin/admin-access';

const ICONS: Record<BuiltAdminPage, typeof DashboardIcon> = {
  dashboard: DashboardIcon,
  lenders: AccountBalanceIcon,
  'vendors-on-off': PowerSettingsNewIcon,
  'customer-eligibility': RuleIcon,
  'credit-cards': CreditCardIcon,
  partners: HandshakeIcon,
  'ondc-participants': HubIcon,
  'ondc-transactions': ReceiptLongIcon,
  'user-management': GroupIcon,
};

/** The drawer's menu: only pages the role may open (spec 6) that exist already. */
export function AdminMenu({ role, onNavigate }: { role: AdminRole; onNavigate?: () => void }) {
  const { t } = useTranslation('admin');
  const { pathname } = useLocation();
  return (
    <List component="nav" aria-label={t('shell.menu')} sx={{ py: 1 }}>
      {adminMenuFor(role).map(({ page, href }) => {
        const Icon = ICONS[page];
        const current = pathname === href || pathname.startsWith(`${href}/`);
        return (
          <ListItemButton
            key={page}
            component={Link}
            to={href}
            selected={current}
            aria-current={current ? 'page' : undefined}
            onClick={onNavigate}
          >
            <ListItemIcon sx={{ minWidth: 40 }}>
              <Icon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={t(`menu.${page}`)} />
          </ListItemButton>
        );
      })}
      <AdminOpsMenuItems entries={adminOpsMenuFor(role)} pathname={pathname} onNavigate={onNavigate} />
    </List>
  );
}
