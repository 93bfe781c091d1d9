import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '@/app/routes/admin/components/admin-page';
import { CustomerSearch } from '@/features/admin-ops-csr/components/customer-search';
import { EraseDialog } from '@/features/admin-ops-erasure/components/erase-dialog';
import { ErasuresTable } from '@/features/admin-ops-erasure/components/erasures-table';

/**
 * /admin/customer-info-deletion (role 1): DPDP erasure. Finding the customer uses the CSR search
 * (roles 1-3 on the server), which role 1 may call.
 */
export function CustomerInfoDeletionRoute() {
  const { t } = useTranslation('admin-ops');
  const [target, setTarget] = useState<{ userId: number; label: string } | null>(null);
  return (
    <AdminPage title={t('menu.customer-info-deletion')}>
      <Alert severity="warning">{t('erasure.intro')}</Alert>
      <CustomerSearch
        action={(hit) => (
          <Button
            size="small"
            color="error"
            variant="outlined"
            onClick={() => {
              setTarget({
                userId: hit.userId,
                label: [hit.name, hit.mobile, hit.email].filter(Boolean).join(' · ') || `#${hit.userId}`,
              });
            }}
          >
            {t('erasure.erase')}
          </Button>
        )}
      />
      <ErasuresTable />
      <EraseDialog
        customer={target}
        onClose={() => {
          setTarget(null);
        }}
      />
    </AdminPage>
  );
}
