import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useCrumbs } from '@/app/routes/partner/partner-crumbs';
import { PartnerPage } from '@/app/routes/partner/partner-page';
import { PartnerQueryView } from '@/app/routes/partner/partner-query-view';
import { usePartner } from '@/app/routes/partner/partner-session-context';
import { useReferral } from '@/features/partner-marketing/api/get-referral';
import { ReferralCustomers } from '@/features/partner-marketing/components/referral-customers';
import { ReferralPanel } from '@/features/partner-marketing/components/referral-panel';

/** spec 2 /partner/referral: the link, its QR code, and the customers who came through it. */
export function ReferralRoute() {
  const { t } = useTranslation('partner');
  const partner = usePartner();
  const crumbs = useCrumbs();
  const referral = useReferral();
  return (
    <PartnerPage title={t('pages.referral.title')} intro={t('pages.referral.intro')} crumbs={crumbs}>
      <PartnerQueryView query={referral}>
        {(data) => (
          <Stack spacing={3}>
            <ReferralPanel link={data.link} qrSvg={data.qrSvg} partnerKey={partner.partnerKey} />
            <Stack spacing={1.5}>
              <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
                {t('referral.customersTitle')} ({data.customers.length})
              </Typography>
              <ReferralCustomers customers={data.customers} />
            </Stack>
          </Stack>
        )}
      </PartnerQueryView>
    </PartnerPage>
  );
}
