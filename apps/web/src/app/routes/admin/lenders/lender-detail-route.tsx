import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { lenderParams } from '@cl/contracts';
import { paths } from '@/config/paths';
import { AdminPage } from '@/app/routes/admin/components/admin-page';
import { LoadState } from '@/app/routes/admin/components/load-state';
import { LenderRevenueSection } from '@/app/routes/admin/lenders/lender-revenue-section';
import { AdminNotFoundRoute } from '@/app/routes/admin/admin-not-found-route';
import { useLender } from '@/features/admin-lenders/api/get-lender';
import { LenderDetail } from '@/features/admin-lenders/components/lender-detail';

function LenderPage({ lenderId }: { lenderId: number }) {
  const { t } = useTranslation('admin');
  const lender = useLender(lenderId);
  return (
    <AdminPage
      title={lender.data?.name ?? t('lenders.detailTitle')}
      breadcrumb={
        <Breadcrumbs>
          <Link component={RouterLink} to={paths.admin.lenders.getHref()}>
            {t('menu.lenders')}
          </Link>
          <Typography color="text.primary">{lender.data?.name ?? '…'}</Typography>
        </Breadcrumbs>
      }
    >
      <LoadState isPending={lender.isPending} error={lender.error} onRetry={() => void lender.refetch()} />
      {lender.data && (
        <>
          <LenderDetail lender={lender.data} />
          <LenderRevenueSection lenderId={lenderId} />
        </>
      )}
    </AdminPage>
  );
}

/** spec 2 /admin/lenders/{lenderId} (role 1): every section of the lender, then its revenue table. */
export function LenderDetailRoute() {
  const parsed = lenderParams.safeParse(useParams());
  if (!parsed.success) return <AdminNotFoundRoute />;
  return <LenderPage key={parsed.data.lenderId} lenderId={parsed.data.lenderId} />;
}
