import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { AdminPage } from '@/app/routes/admin/components/admin-page';
import { LoadState } from '@/app/routes/admin/components/load-state';
import { paths } from '@/config/paths';
import { useOndcTransaction } from '@/features/admin-ondc/api/get-ondc-transaction';
import { OndcMessageList } from '@/features/admin-ondc/components/ondc-message-list';

/** Issue 17 /admin/ondc-transactions/:transactionId: every message of one transaction, in order. */
export function OndcTransactionRoute() {
  const { t } = useTranslation('admin');
  const transactionId = useParams().transactionId ?? '';
  const transaction = useOndcTransaction(transactionId);
  return (
    <AdminPage
      title={t('ondc.transactions.one')}
      breadcrumb={
        <Link component={RouterLink} to={paths.admin.ondcTransactions.getHref()}>
          {t('ondc.transactions.back')}
        </Link>
      }
    >
      <Typography sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>{transactionId}</Typography>
      <Typography color="text.secondary">{t('ondc.messages.masked')}</Typography>
      <LoadState
        isPending={transaction.isPending}
        error={transaction.error}
        onRetry={() => void transaction.refetch()}
      />
      {transaction.data && <OndcMessageList messages={transaction.data.messages} />}
    </AdminPage>
  );
}
