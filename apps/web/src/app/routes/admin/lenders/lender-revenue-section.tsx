import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RevenueEntry } from '@cl/contracts';
import { ConfirmDialog } from '@/app/routes/admin/components/confirm-dialog';
import { LoadState } from '@/app/routes/admin/components/load-state';
import { useCreateRevenue } from '@/features/admin-lender-revenue-slabs/api/create-revenue';
import { useDeleteRevenue } from '@/features/admin-lender-revenue-slabs/api/delete-revenue';
import { useLenderRevenue } from '@/features/admin-lender-revenue-slabs/api/get-lender-revenue';
import { useRevenueTypes } from '@/features/admin-lender-revenue-slabs/api/get-revenue-types';
import { useSetRevenueOrder } from '@/features/admin-lender-revenue-slabs/api/set-revenue-order';
import { useUpdateRevenue } from '@/features/admin-lender-revenue-slabs/api/update-revenue';
import { RevenueDialog } from '@/features/admin-lender-revenue-slabs/components/revenue-dialog';
import { RevenueTable } from '@/features/admin-lender-revenue-slabs/components/revenue-table';
import { revenueFormValues } from '@/features/admin-lender-revenue-slabs/utils/revenue-form';

type Editing = { entry: RevenueEntry | null } | null;

/** spec 2/4: the lender's revenue table: add, edit, active/inactive, drag to reorder, delete. */
export function LenderRevenueSection({ lenderId }: { lenderId: number }) {
  const { t } = useTranslation('admin');
  const revenue = useLenderRevenue(lenderId);
  const types = useRevenueTypes();
  const create = useCreateRevenue();
  const update = useUpdateRevenue();
  const reorder = useSetRevenueOrder();
  const remove = useDeleteRevenue();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<RevenueEntry | null>(null);
  const close = () => {
    setEditing(null);
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t('revenue.title')}
      sx={{ p: { xs: 2, md: 2.5 } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, flex: 1 }}>
          {t('revenue.title')}
        </Typography>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          disabled={!types.data}
          onClick={() => {
            setEditing({ entry: null });
          }}
        >
          {t('revenue.add')}
        </Button>
      </Box>
      <LoadState isPending={revenue.isPending} error={revenue.error} onRetry={() => void revenue.refetch()} />
      {revenue.data && (
        <RevenueTable
          entries={revenue.data}
          types={types.data ?? []}
          onReorder={(entries) => {
            reorder.mutate({ lenderId, entries });
          }}
          onToggle={(entry, active) => {
            update.mutate({
              ...revenueFormValues(entry),
              status: active ? 1 : 0,
              id: entry.id,
              lender_id: lenderId,
            });
          }}
          onEdit={(entry) => {
            setEditing({ entry });
          }}
          onDelete={setDeleting}
        />
      )}
      {editing && (
        <RevenueDialog
          key={editing.entry?.id ?? 'new'}
          entry={editing.entry}
          types={types.data ?? []}
          pending={create.isPending || update.isPending}
          onClose={close}
          onSubmit={(values) => {
            if (editing.entry)
              update.mutate({ ...values, id: editing.entry.id, lender_id: lenderId }, { onSuccess: close });
            else create.mutate({ ...values, lender_id: lenderId }, { onSuccess: close });
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        body={t('revenue.deleteBody')}
        pending={remove.isPending}
        onClose={() => {
          setDeleting(null);
        }}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(
            { id: deleting.id, lenderId },
            {
              onSettled: () => {
                setDeleting(null);
              },
            },
          );
        }}
      />
    </Paper>
  );
}
