import { useTranslation } from 'react-i18next';
import { env } from '@/config/env';
import { useBrandName } from '@/features/branding/hooks/use-brand-name';
import { InsuranceHandoff } from '@/features/insurance/components/insurance-handoff';
import { useDocumentTitle } from '@/lib/document-title';
import { usePartnerName } from '@/lib/partner-name';
import { PageContainer } from './page-container';

/**
 * spec 2 /user/insurance/transaction: the hand-off to the site's IRDAI-licensed partner (issue 13);
 * while none is configured the page states the arrangement and shares nothing. "… does not sell
 * insurance" names the brand the site shows: a white-label partner's own, else ours.
 */
export function InsuranceRoute() {
  const { t } = useTranslation('offers');
  useDocumentTitle(t('insurance.title'));
  const brandName = useBrandName(usePartnerName(), env.companyName);
  return (
    <PageContainer narrow>
      <InsuranceHandoff companyName={brandName} />
    </PageContainer>
  );
}
