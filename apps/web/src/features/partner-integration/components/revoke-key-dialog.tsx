import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import type { PartnerApiKey } from '@cl/contracts';
import { notify } from '@/lib/toast';
import { useRevokeApiKey } from '../api/revoke-api-key';

/** Revoking cannot be undone, so it is asked once more. */
export function RevokeKeyDialog({ apiKey, onClose }: { apiKey: PartnerApiKey | null; onClose: () => void }) {
  const { t } = useTranslation('partner');
  const revoke = useRevokeApiKey();
  return (
    <Dialog open={apiKey !== null} onClose={onClose} aria-labelledby="revoke-key-title" maxWidth="xs">
      <DialogTitle id="revoke-key-title">
        {t('apiKeys.revoke.title', { name: apiKey?.name ?? '' })}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>{t('apiKeys.revoke.body')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} color="secondary">
          {t('actions.cancel')}
        </Button>
        <Button
          color="error"
          variant="contained"
          disabled={revoke.isPending || !apiKey}
          onClick={() => {
            if (!apiKey) return;
            revoke.mutate(apiKey.id, {
              onSuccess: () => {
                notify('success', t('apiKeys.revoke.done'));
                onClose();
              },
            });
          }}
        >
          {t('apiKeys.revoke.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
