import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LenderDto } from '@cl/contracts';
import { AdminPage } from '@/app/routes/admin/components/admin-page';
import { ConfirmDialog } from '@/app/routes/admin/components/confirm-dialog';
import { LoadState } from '@/app/routes/admin/components/load-state';
import { useDeleteLender } from '@/features/admin-lenders/api/delete-lender';
import { useLenders } from '@/features/admin-lenders/api/get-lenders';
import { AddLenderDialog } from '@/features/admin-lenders/components/add-lender-dialog';
import { LendersTable } from '@/features/admin-lenders/components/lenders-table';

/** spec 2 /admin/lenders (role 1): the sticky lender table, Add Lender, delete after confirmation. */
export function LendersRoute() {
  const { t } = useTranslation('admin');
  const lenders = useLenders();
  const remove = useDeleteLender();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<LenderDto | null>(null);

  return (
    <AdminPage
      title={t('menu.lenders')}
      actions={
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => {
            setAdding(true);
          }}
        >
          {t('lenders.add')}
        </Button>
      }
    >
      <LoadState isPending={lenders.isPending} error={lenders.error} onRetry={() => void lenders.refetch()} />
      {lenders.data && <LendersTable lenders={lenders.data} onDelete={setDeleting} />}
      <AddLenderDialog
        open={adding}
        onClose={() => {
          setAdding(false);
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        body={deleting ? t('lenders.deleteBody', { name: deleting.name }) : undefined}
        pending={remove.isPending}
        onClose={() => {
          setDeleting(null);
        }}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.lender_id, {
            onSuccess: () => {
              setDeleting(null);
            },
          });
        }}
      />
    </AdminPage>
  );
}
