import { useTranslation } from 'react-i18next';
import { env } from '@/config/env';
import { InsuranceHandoff } from '@/features/insurance/components/insurance-handoff';
import { useDocumentTitle } from '@/lib/document-title';
import { PageContainer } from './page-container';

/**
 * spec 2 /user/insurance/transaction. No licensed partner's address is configured yet (the server
 * has no insurance lead hand-off), so the page states the arrangement and shares nothing.
 */
export function InsuranceRoute() {
  const { t } = useTranslation('offers');
  useDocumentTitle(t('insurance.title'));
  return (
    <PageContainer narrow>
      <InsuranceHandoff companyName={env.companyName} partnerUrl={null} />
    </PageContainer>
  );
}
