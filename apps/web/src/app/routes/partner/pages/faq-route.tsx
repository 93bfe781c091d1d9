import { useTranslation } from 'react-i18next';
import { useCrumbs } from '@/app/routes/partner/partner-crumbs';
import { PartnerPage } from '@/app/routes/partner/partner-page';
import { FaqList, type FaqKind } from '@/features/partner-support/components/faq-list';

const PAGE = { customer: 'customerQueries', dsa: 'dsaQueries' } as const;

/** spec 2 faqs/customer-queries and faqs/dsa-queries. */
export function FaqRoute({ kind }: { kind: FaqKind }) {
  const { t } = useTranslation('partner');
  const crumbs = useCrumbs('faqs');
  const page = PAGE[kind];
  return (
    <PartnerPage title={t(`pages.${page}.title`)} intro={t(`pages.${page}.intro`)} crumbs={crumbs}>
      <FaqList kind={kind} />
    </PartnerPage>
  );
}
