import { useTranslation } from 'react-i18next';
import { env } from '@/config/env';
import { InsuranceHandoff } from '@/features/insurance/components/insurance-handoff';
import { useDocumentTitle } from '@/lib/document-title';
import { PageContainer } from './page-container';

/**
 * spec 2 /user/insurance/transaction: the hand-off to the site's IRDAI-licensed partner (issue 13);
 * while none is configured the page states the arrangement and shares nothing.
 */
export function InsuranceRoute() {
  const { t } = useTranslation('offers');
  useDocumentTitle(t('insurance.title'));
  return (
    <PageContainer narrow>
      <InsuranceHandoff companyName={env.companyName} />
    </PageContainer>
  );
}
