import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { useCrumbs } from '@/app/routes/partner/partner-crumbs';
import { PartnerPage } from '@/app/routes/partner/partner-page';
import { PartnerQueryView } from '@/app/routes/partner/partner-query-view';
import { useSettings } from '@/features/partner-settings/api/get-settings';
import { ProfileCard } from '@/features/partner-settings/components/profile-card';
import { SettingsForm } from '@/features/partner-settings/components/settings-form';

/** spec 2 /partner/settings: the partner's profile and contact. */
export function SettingsRoute() {
  const { t } = useTranslation('partner');
  const crumbs = useCrumbs();
  const settings = useSettings();
  return (
    <PartnerPage title={t('pages.settings.title')} intro={t('pages.settings.intro')} crumbs={crumbs}>
      <PartnerQueryView query={settings}>
        {(data) => (
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' },
              alignItems: 'start',
            }}
          >
            <SettingsForm settings={data} />
            <ProfileCard
              settings={data}
              loginHref={`${window.location.origin}${paths.partner.brandedLogin.getHref(data.partnerKey)}`}
            />
          </Box>
        )}
      </PartnerQueryView>
    </PartnerPage>
  );
}
