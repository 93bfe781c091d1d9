import { useTranslation } from 'react-i18next';
import { useCrumbs } from '@/app/routes/partner/partner-crumbs';
import { PartnerPage } from '@/app/routes/partner/partner-page';
import { PartnerQueryView } from '@/app/routes/partner/partner-query-view';
import { useEligibilityCriteria } from '@/features/partner-catalog/api/get-eligibility-criteria';
import { EligibilityTable } from '@/features/partner-catalog/components/eligibility-table';

/** spec 2 Eligibility Criteria: breadcrumb Dashboard / Training Material, then the lender table. */
export function EligibilityCriteriaRoute() {
  const { t } = useTranslation('partner');
  const crumbs = useCrumbs('trainingMaterial');
  const criteria = useEligibilityCriteria();
  return (
    <PartnerPage
      title={t('pages.eligibilityCriteria.title')}
      intro={t('pages.eligibilityCriteria.intro')}
      crumbs={crumbs}
    >
      <PartnerQueryView query={criteria}>{(rows) => <EligibilityTable rows={rows} />}</PartnerQueryView>
    </PartnerPage>
  );
}
