import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OndcParticipantDto } from '@cl/contracts';
import { AdminPage } from '@/app/routes/admin/components/admin-page';
import { LoadState } from '@/app/routes/admin/components/load-state';
import { useOndcParticipants } from '@/features/admin-ondc/api/get-ondc-participants';
import { ParticipantDialog } from '@/features/admin-ondc/components/participant-dialog';
import { ParticipantsTable } from '@/features/admin-ondc/components/participants-table';

/** Issue 17 /admin/ondc-participants (role 1): the network's lenders, gateway and registry, like lenders. */
export function OndcParticipantsRoute() {
  const { t } = useTranslation('admin');
  const participants = useOndcParticipants();
  const [dialog, setDialog] = useState<{ editing: OndcParticipantDto | null } | null>(null);
  return (
    <AdminPage
      title={t('menu.ondc-participants')}
      actions={
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => {
            setDialog({ editing: null });
          }}
        >
          {t('ondc.participants.add')}
        </Button>
      }
    >
      <Typography color="text.secondary">{t('ondc.participants.intro')}</Typography>
      <LoadState
        isPending={participants.isPending}
        error={participants.error}
        onRetry={() => void participants.refetch()}
      />
      {participants.data && (
        <ParticipantsTable
          participants={participants.data}
          onEdit={(editing) => {
            setDialog({ editing });
          }}
        />
      )}
      <ParticipantDialog
        open={dialog !== null}
        editing={dialog?.editing ?? null}
        onClose={() => {
          setDialog(null);
        }}
      />
    </AdminPage>
  );
}
