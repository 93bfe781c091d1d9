import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import AssessmentIcon from '@mui/icons-material/Assessment';
import CampaignIcon from '@mui/icons-material/Campaign';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import HistoryIcon from '@mui/icons-material/History';
import InventoryIcon from '@mui/icons-material/Inventory';
import LinkIcon from '@mui/icons-material/Link';
import PaymentsIcon from '@mui/icons-material/Payments';
import PhoneInTalkIcon from '@mui/icons-material/PhoneInTalk';
import QuestionAnswerIcon from '@mui/icons-material/QuestionAnswer';
import RouteIcon from '@mui/icons-material/Route';
import StorefrontIcon from '@mui/icons-material/Storefront';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import TableChartIcon from '@mui/icons-material/TableChart';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { canOpenAdminPage, type AdminPage, type AdminRole } from '@cl/contracts';
import { paths } from '@/config/paths';

/** Issue 7 pages in menu order, each with its icon; listed only for roles that may open them (spec 6). */
const OPS_PAGES = {
  'application-status-file': FactCheckIcon,
  'mis-upload': UploadFileIcon,
  'commission-upload-file': PaymentsIcon,
  'internal-report': AssessmentIcon,
  'products-report': InventoryIcon,
  'vendors-products-report': TableChartIcon,
  'customers-journey': RouteIcon,
  'csr-portal': SupportAgentIcon,
  // Issue 15: the support inbox and the audit screen.
  'support-inbox': QuestionAnswerIcon,
  'audit-log': HistoryIcon,
  'customer-info-deletion': DeleteSweepIcon,
  telecalling: PhoneInTalkIcon,
  messaging: CampaignIcon,
  'tracking-links': LinkIcon,
  'merchant-management': StorefrontIcon,
} as const satisfies Partial<Record<AdminPage, typeof FactCheckIcon>>;

export type OpsMenuPage = keyof typeof OPS_PAGES;
export interface OpsMenuEntry {
  page: OpsMenuPage;
  href: string;
}

function isOpsMenuPage(page: string): page is OpsMenuPage {
  return page in OPS_PAGES;
}

export function adminOpsMenuFor(role: AdminRole): OpsMenuEntry[] {
  return Object.keys(OPS_PAGES)
    .filter(isOpsMenuPage)
    .filter((page) => canOpenAdminPage(role, page))
    .map((page) => ({ page, href: paths.admin.page.getHref(page) }));
}

interface AdminOpsMenuItemsProps {
  entries: OpsMenuEntry[];
  pathname: string;
  onNavigate?: () => void;
}

export function AdminOpsMenuItems({ entries, pathname, onNavigate }: AdminOpsMenuItemsProps) {
  const { t } = useTranslation('admin-ops');
  return entries.map(({ page, href }) => {
    const Icon = OPS_PAGES[page];
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
  });
}
