import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { useCrumbs } from '@/app/routes/partner/partner-crumbs';
import { PartnerPage } from '@/app/routes/partner/partner-page';
import { PartnerQueryView } from '@/app/routes/partner/partner-query-view';
import { usePartner } from '@/app/routes/partner/partner-session-context';
import { usePartnerBranding } from '@/features/branding/api/get-partner-by-name';
import { useReferral } from '@/features/partner-marketing/api/get-referral';
import { BannerGallery } from '@/features/partner-marketing/components/banner-gallery';

/** spec 2 marketing-support/banners-and-creatives: banners in the partner's brand (the page's theme). */
export function BannersRoute() {
  const { t } = useTranslation('partner');
  const theme = useTheme();
  const partner = usePartner();
  const crumbs = useCrumbs('marketingSupport');
  const referral = useReferral();
  const { data: branding } = usePartnerBranding(partner.partnerKey);
  const brand = {
    primary: theme.palette.primary.main,
    secondary: theme.palette.secondary.main,
    fontFamily: theme.typography.fontFamily ?? 'sans-serif',
  };
  return (
    <PartnerPage
      title={t('pages.bannersAndCreatives.title')}
      intro={t('pages.bannersAndCreatives.intro')}
      crumbs={crumbs}
    >
      <PartnerQueryView query={referral}>
        {(data) => (
          <BannerGallery
            brand={brand}
            brandName={branding?.title ?? partner.partnerName}
            partnerKey={partner.partnerKey}
            qrSvg={data.qrSvg}
          />
        )}
      </PartnerQueryView>
    </PartnerPage>
  );
}
