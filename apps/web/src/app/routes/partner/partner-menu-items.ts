import AssessmentIcon from '@mui/icons-material/Assessment';
import CampaignIcon from '@mui/icons-material/Campaign';
import DashboardIcon from '@mui/icons-material/Dashboard';
import FilterAltIcon from '@mui/icons-material/FilterAlt';
import ForumIcon from '@mui/icons-material/Forum';
import HubIcon from '@mui/icons-material/Hub';
import InventoryIcon from '@mui/icons-material/Inventory2';
import QrCodeIcon from '@mui/icons-material/QrCode2';
import QuizIcon from '@mui/icons-material/Quiz';
import RouteIcon from '@mui/icons-material/Route';
import SchoolIcon from '@mui/icons-material/School';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import SettingsIcon from '@mui/icons-material/Settings';
import { paths } from '@/config/paths';
import { PRODUCT_PAGES } from '@/features/partner-catalog/utils/product-pages';

// spec 2 partner routes, in the order of the spec's list; sub-pages under their section.

export type PartnerSection =
  | 'dashboard'
  | 'productOffering'
  | 'marketingSupport'
  | 'communication'
  | 'faqs'
  | 'referral'
  | 'trainingMaterial'
  | 'lenderJourney'
  | 'digitalIntegration'
  | 'reports'
  | 'customFunnel'
  | 'statements'
  | 'settings';

export type PartnerSubPage =
  | 'messagingContent'
  | 'bannersAndCreatives'
  | 'techSupport'
  | 'generalQuery'
  | 'customerQueries'
  | 'dsaQueries'
  | 'eligibilityCriteria';

export interface MenuChild {
  href: string;
  /** A sub-page key (pages.<key>.title) or a product page (productPages.<page>.title). */
  label: { page: PartnerSubPage } | { product: (typeof PRODUCT_PAGES)[number] };
}

export interface MenuSection {
  section: PartnerSection;
  href: string;
  icon: typeof DashboardIcon;
  children?: readonly MenuChild[];
}

const p = paths.partner;

export const PARTNER_MENU: readonly MenuSection[] = [
  { section: 'dashboard', href: p.root.getHref(), icon: DashboardIcon },
  {
    section: 'productOffering',
    href: p.productOffering.getHref(),
    icon: InventoryIcon,
    children: PRODUCT_PAGES.map((product) => ({ href: p.product.getHref(product), label: { product } })),
  },
  {
    section: 'marketingSupport',
    href: p.marketingSupport.getHref(),
    icon: CampaignIcon,
    children: [
      { href: p.messagingContent.getHref(), label: { page: 'messagingContent' } },
      { href: p.bannersAndCreatives.getHref(), label: { page: 'bannersAndCreatives' } },
    ],
  },
  {
    section: 'communication',
    href: p.communication.getHref(),
    icon: ForumIcon,
    children: [
      { href: p.techSupport.getHref(), label: { page: 'techSupport' } },
      { href: p.generalQuery.getHref(), label: { page: 'generalQuery' } },
    ],
  },
  {
    section: 'faqs',
    href: p.faqs.getHref(),
    icon: QuizIcon,
    children: [
      { href: p.customerQueries.getHref(), label: { page: 'customerQueries' } },
      { href: p.dsaQueries.getHref(), label: { page: 'dsaQueries' } },
    ],
  },
  { section: 'referral', href: p.referral.getHref(), icon: QrCodeIcon },
  {
    section: 'trainingMaterial',
    href: p.trainingMaterial.getHref(),
    icon: SchoolIcon,
    children: [{ href: p.eligibilityCriteria.getHref(), label: { page: 'eligibilityCriteria' } }],
  },
  { section: 'lenderJourney', href: p.lenderJourney.getHref(), icon: RouteIcon },
  { section: 'digitalIntegration', href: p.digitalIntegration.getHref(), icon: HubIcon },
  { section: 'reports', href: p.reports.getHref(), icon: AssessmentIcon },
  { section: 'customFunnel', href: p.customFunnel.getHref(), icon: FilterAltIcon },
  { section: 'statements', href: p.statements.getHref(), icon: ReceiptLongIcon },
  { section: 'settings', href: p.settings.getHref(), icon: SettingsIcon },
];

/** A section is current on its own page and its sub-pages; the dashboard only on /partner itself. */
export function isInSection(pathname: string, item: MenuSection): boolean {
  if (item.section === 'dashboard') return pathname === item.href || pathname === `${item.href}/`;
  return pathname === item.href || pathname.startsWith(`${item.href}/`);
}
