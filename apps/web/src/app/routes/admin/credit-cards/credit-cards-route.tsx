import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreditCard } from '@cl/contracts';
import { AdminPage } from '@/app/routes/admin/components/admin-page';
import { ConfirmDialog } from '@/app/routes/admin/components/confirm-dialog';
import { LoadState } from '@/app/routes/admin/components/load-state';
import { CreditCardEditor } from '@/app/routes/admin/credit-cards/credit-card-editor';
import { useDeleteCreditCard } from '@/features/admin-credit-cards/api/delete-credit-card';
import { useCreditCards } from '@/features/admin-credit-cards/api/get-credit-cards';
import { CreateCreditCardDialog } from '@/features/admin-credit-cards/components/create-credit-card-dialog';
import type { EditableCardProperty } from '@/features/admin-credit-cards/components/credit-card-row';
import { CreditCardsTable } from '@/features/admin-credit-cards/components/credit-cards-table';

type Editing = { card: CreditCard; property: EditableCardProperty } | null;

/** spec 2 /admin/credit-cards (role 1): the card table, its edit-value dialogs, create and delete. */
export function CreditCardsRoute() {
  const { t } = useTranslation('admin');
  const cards = useCreditCards();
  const remove = useDeleteCreditCard();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<CreditCard | null>(null);

  return (
    <AdminPage
      title={t('menu.credit-cards')}
      actions={
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => {
            setCreating(true);
          }}
        >
          {t('cards.create')}
        </Button>
      }
    >
      <LoadState isPending={cards.isPending} error={cards.error} onRetry={() => void cards.refetch()} />
      {cards.data && (
        <CreditCardsTable
          cards={cards.data}
          onEdit={(card, property) => {
            setEditing({ card, property });
          }}
          onDelete={setDeleting}
        />
      )}
      <CreateCreditCardDialog
        open={creating}
        onClose={() => {
          setCreating(false);
        }}
      />
      {editing && (
        <CreditCardEditor
          key={`${String(editing.card.category_id)}-${editing.property}`}
          card={editing.card}
          property={editing.property}
          onClose={() => {
            setEditing(null);
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => {
          setDeleting(null);
        }}
        pending={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.category_id, {
            onSuccess: () => {
              setDeleting(null);
            },
          });
        }}
      />
    </AdminPage>
  );
}
