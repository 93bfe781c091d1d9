import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { idParam } from '@cl/contracts';
import { paths } from '@/config/paths';
import { AdminPage } from '@/app/routes/admin/components/admin-page';
import { useCsrCustomer } from '@/features/admin-ops-csr/api/get-csr-customer';
import { CustomerApplications } from '@/features/admin-ops-csr/components/customer-applications';
import { CustomerNotes } from '@/features/admin-ops-csr/components/customer-notes';
import { CustomerProfile } from '@/features/admin-ops-csr/components/customer-profile';

/** /admin/csr-portal/:id/:pid: one customer (id) with an application in focus (pid, '0' for none). */
export function CsrCustomerRoute() {
  const { t } = useTranslation('admin-ops');
  const params = useParams();
  // The shared id schema: canonical digits in the int4 range, as the server's path reads it.
  const id = idParam.safeParse(params.id);
  const focus = params.pid && params.pid !== '0' ? params.pid : null;
  const valid = id.success;
  const customer = useCsrCustomer(id.success ? id.data : 0);
  const back = (
    <Button
      component={Link}
      to={paths.admin.csrPortal.getHref()}
      startIcon={<ArrowBackIcon />}
      sx={{ alignSelf: 'flex-start' }}
    >
      {t('csr.back')}
    </Button>
  );
  return (
    <AdminPage title={t('menu.csr-portal')} breadcrumb={back}>
      <Alert severity="info">{t('csr.logged')}</Alert>
      {!valid || customer.isError ? (
        <Typography color="text.secondary">{t('noData')}</Typography>
      ) : customer.data ? (
        <Box
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'minmax(280px, 1fr) 2fr' } }}
        >
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <CustomerProfile profile={customer.data.profile} />
            <CustomerNotes userId={id.data} notes={customer.data.notes} />
          </Box>
          <CustomerApplications applications={customer.data.applications} focus={focus} />
        </Box>
      ) : (
        <Typography color="text.secondary">{t('loading')}</Typography>
      )}
    </AdminPage>
  );
}
