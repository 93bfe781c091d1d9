import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useCrumbs } from '@/app/routes/partner/partner-crumbs';
import { PartnerPage } from '@/app/routes/partner/partner-page';
import { ApiKeysPanel } from '@/features/partner-integration/components/api-keys-panel';
import { LeadPushDocs } from '@/features/partner-integration/components/lead-push-docs';

/** spec 2 /partner/digital-integration: API keys and the lead-push API for the partner's systems. */
export function DigitalIntegrationRoute() {
  const { t } = useTranslation('partner');
  const crumbs = useCrumbs();
  return (
    <PartnerPage
      title={t('pages.digitalIntegration.title')}
      intro={t('pages.digitalIntegration.intro')}
      crumbs={crumbs}
    >
      <Stack spacing={3}>
        <ApiKeysPanel />
        <LeadPushDocs origin={window.location.origin} />
      </Stack>
    </PartnerPage>
  );
}
