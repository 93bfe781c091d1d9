import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { AdminPage } from '@/app/routes/admin/components/admin-page';
import { CustomerSearch } from '@/features/admin-ops-csr/components/customer-search';

/** /admin/csr-portal (roles 1, 2, 3): find a customer by phone, email or application id. */
export function CsrPortalRoute() {
  const { t } = useTranslation('admin-ops');
  return (
    <AdminPage title={t('menu.csr-portal')}>
      <Alert severity="info">{t('csr.logged')}</Alert>
      <CustomerSearch
        action={(hit) => (
          <Button
            component={Link}
            to={paths.admin.csrCustomer.getHref(hit.userId)}
            size="small"
            variant="outlined"
          >
            {t('csr.open')}
          </Button>
        )}
      />
    </AdminPage>
  );
}
