import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { BrandLogo } from '@/features/branding/components/brand-logo';
import { AreaHeader } from '@/features/shell/components/area-header';
import { LanguageSelector } from '@/features/shell/components/language-selector';
import { SiteFooter } from '@/features/shell/components/site-footer';
import { usePartnerHref, usePartnerName } from '@/lib/partner-name';

/** The frame of the partner sign-in pages: the brand chosen by the address, header and footer. */
export function PartnerLayout() {
  const { t } = useTranslation('partner');
  const partnerName = usePartnerName();
  const partnerHref = usePartnerHref();
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <AreaHeader
        areaName={t('area')}
        logo={
          <BrandLogo
            partnerName={partnerName}
            fallbackName={env.companyName}
            href={paths.partner.root.getHref()}
          />
        }
      />
      <Box component="main" sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
        <Outlet />
      </Box>
      <SiteFooter
        languageSelector={<LanguageSelector />}
        termsHref={partnerHref(paths.customer.termsOfUse.getHref())}
        privacyHref={partnerHref(paths.customer.privacyPolicy.getHref())}
        companyName={env.companyName}
      />
    </Box>
  );
}
