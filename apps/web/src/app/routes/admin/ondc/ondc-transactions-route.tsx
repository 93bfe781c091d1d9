import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '@/app/routes/admin/components/admin-page';
import { LoadState } from '@/app/routes/admin/components/load-state';
import { useOndcFailures } from '@/features/admin-ondc/api/get-ondc-failures';
import { useOndcQuoteDisagreements } from '@/features/admin-ondc/api/get-ondc-quote-disagreements';
import { useOndcTransactions } from '@/features/admin-ondc/api/get-ondc-transactions';
import { FailuresTable } from '@/features/admin-ondc/components/failures-table';
import { PageButtons } from '@/features/admin-ondc/components/page-buttons';
import { QuoteDisagreementsTable } from '@/features/admin-ondc/components/quote-disagreements-table';
import { TransactionsTable } from '@/features/admin-ondc/components/transactions-table';

/**
 * Issue 17 /admin/ondc-transactions (role 1): the message log by transaction, its failures, and
 * the offers whose figures do not add up.
 */
export function OndcTransactionsRoute() {
  const { t } = useTranslation('admin');
  const [page, setPage] = useState(1);
  const [failurePage, setFailurePage] = useState(1);
  const transactions = useOndcTransactions(page);
  const failures = useOndcFailures(failurePage);
  const [quotePage, setQuotePage] = useState(1);
  const quotes = useOndcQuoteDisagreements(quotePage);
  return (
    <AdminPage title={t('menu.ondc-transactions')}>
      <LoadState
        isPending={transactions.isPending}
        error={transactions.error}
        onRetry={() => void transactions.refetch()}
      />
      {transactions.data && (
        <>
          <TransactionsTable rows={transactions.data.rows} />
          <PageButtons {...transactions.data} onPage={setPage} />
        </>
      )}
      <Typography variant="h6" component="h2">
        {t('ondc.failures.title')}
      </Typography>
      <Typography color="text.secondary">{t('ondc.failures.intro')}</Typography>
      <LoadState
        isPending={failures.isPending}
        error={failures.error}
        onRetry={() => void failures.refetch()}
      />
      {failures.data && (
        <>
          <FailuresTable rows={failures.data.rows} />
          <PageButtons {...failures.data} onPage={setFailurePage} />
        </>
      )}
      <Typography variant="h6" component="h2">
        {t('ondc.quotes.title')}
      </Typography>
      <Typography color="text.secondary">{t('ondc.quotes.intro')}</Typography>
      <LoadState isPending={quotes.isPending} error={quotes.error} onRetry={() => void quotes.refetch()} />
      {quotes.data && (
        <>
          <QuoteDisagreementsTable rows={quotes.data.rows} />
          <PageButtons {...quotes.data} onPage={setQuotePage} />
        </>
      )}
    </AdminPage>
  );
}
