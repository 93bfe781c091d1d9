import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { useCrumbs } from '@/app/routes/partner/partner-crumbs';
import { PartnerHub } from '@/app/routes/partner/partner-hub';
import { PartnerPage } from '@/app/routes/partner/partner-page';
import type { PartnerSubPage } from '@/app/routes/partner/partner-menu-items';

const p = paths.partner;

// Sections whose own page is a list of their sub-pages (spec 2). Training material also points
// to the lender journeys and product guides: they are what a new agent is trained on.
const HUBS = {
  marketingSupport: [
    { page: 'messagingContent', href: p.messagingContent.getHref() },
    { page: 'bannersAndCreatives', href: p.bannersAndCreatives.getHref() },
  ],
  communication: [
    { page: 'techSupport', href: p.techSupport.getHref() },
    { page: 'generalQuery', href: p.generalQuery.getHref() },
  ],
  faqs: [
    { page: 'customerQueries', href: p.customerQueries.getHref() },
    { page: 'dsaQueries', href: p.dsaQueries.getHref() },
  ],
  trainingMaterial: [
    { page: 'eligibilityCriteria', href: p.eligibilityCriteria.getHref() },
    { page: 'lenderJourney', href: p.lenderJourney.getHref() },
    { page: 'productOffering', href: p.productOffering.getHref() },
  ],
} as const satisfies Record<
  string,
  readonly { page: PartnerSubPage | 'lenderJourney' | 'productOffering'; href: string }[]
>;

export type HubSection = keyof typeof HUBS;

export function SectionHubRoute({ section }: { section: HubSection }) {
  const { t } = useTranslation('partner');
  const crumbs = useCrumbs();
  return (
    <PartnerPage title={t(`pages.${section}.title`)} intro={t(`pages.${section}.intro`)} crumbs={crumbs}>
      <PartnerHub
        links={HUBS[section].map(({ page, href }) => ({
          href,
          title: t(`pages.${page}.title`),
          body: t(`pages.${page}.intro`),
        }))}
      />
    </PartnerPage>
  );
}
