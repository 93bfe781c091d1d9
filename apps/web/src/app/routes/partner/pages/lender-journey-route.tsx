import { useTranslation } from 'react-i18next';
import { useCrumbs } from '@/app/routes/partner/partner-crumbs';
import { PartnerPage } from '@/app/routes/partner/partner-page';
import { PartnerQueryView } from '@/app/routes/partner/partner-query-view';
import { useLenderJourneys } from '@/features/partner-catalog/api/get-lender-journeys';
import { LenderJourneyList } from '@/features/partner-catalog/components/lender-journey-list';

/** spec 2 /partner/lender-journey: per lender, the steps a customer goes through. */
export function LenderJourneyRoute() {
  const { t } = useTranslation('partner');
  const crumbs = useCrumbs();
  const journeys = useLenderJourneys();
  return (
    <PartnerPage
      title={t('pages.lenderJourney.title')}
      intro={t('pages.lenderJourney.intro')}
      crumbs={crumbs}
    >
      <PartnerQueryView query={journeys}>{(data) => <LenderJourneyList journeys={data} />}</PartnerQueryView>
    </PartnerPage>
  );
}
