import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import type { Crumb } from '@/app/routes/partner/partner-page';
import { PARTNER_MENU, type PartnerSection } from '@/app/routes/partner/partner-menu-items';

/** Dashboard, then (for sub-pages) the section: the breadcrumb trail above a partner page. */
export function useCrumbs(section?: PartnerSection): Crumb[] {
  const { t } = useTranslation('partner');
  const crumbs: Crumb[] = [{ label: t('pages.dashboard.title'), href: paths.partner.root.getHref() }];
  const item = section ? PARTNER_MENU.find((entry) => entry.section === section) : undefined;
  if (item && item.section !== 'dashboard')
    crumbs.push({ label: t(`pages.${item.section}.title`), href: item.href });
  return crumbs;
}
