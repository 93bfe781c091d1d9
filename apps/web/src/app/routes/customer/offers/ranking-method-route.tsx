import { useTranslation } from 'react-i18next';
import { CenteredSpinner } from '@/components/ui/centered-spinner';
import { useRankingMethod } from '@/features/offers/api/get-ranking-method';
import { RankingMethod } from '@/features/offers/components/ranking-method';
import { useDocumentTitle } from '@/lib/document-title';
import { PageContainer } from './page-container';
import { QueryError } from './query-error';

/** /how-offers-are-ranked (public, RBI DLD 2025): the published method in the chosen language. */
export function RankingMethodRoute() {
  const { t, i18n } = useTranslation('offers');
  const method = useRankingMethod();
  useDocumentTitle(t('ranking.pageTitle'));
  if (method.isPending) return <CenteredSpinner />;
  if (method.isError) {
    return (
      <PageContainer narrow>
        <QueryError error={method.error} onRetry={() => void method.refetch()} />
      </PageContainer>
    );
  }
  const text = i18n.language === 'hi' ? method.data.hi : method.data.en;
  return (
    <PageContainer narrow>
      <RankingMethod
        method={text}
        headings={{
          matching: t('ranking.matching'),
          ordering: t('ranking.ordering'),
          notes: t('ranking.notes'),
        }}
      />
    </PageContainer>
  );
}
