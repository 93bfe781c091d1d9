import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import type { CampaignBody } from '../api/send-campaign';

interface CampaignConfirmDialogProps {
  campaign: CampaignBody | null;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** A campaign goes to every consented customer at once and cannot be called back: ask first. */
export function CampaignConfirmDialog({ campaign, pending, onConfirm, onClose }: CampaignConfirmDialogProps) {
  const { t } = useTranslation('admin-ops');
  const channel = t(campaign?.channel === 'email' ? 'messaging.email' : 'messaging.sms');
  return (
    <Dialog
      open={campaign !== null}
      onClose={pending ? undefined : onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby="campaign-confirm-title"
    >
      <DialogTitle id="campaign-confirm-title">{t('messaging.confirmTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {t('messaging.confirmBody', { name: campaign?.name ?? '', channel })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={onClose} disabled={pending}>
          {t('cancel')}
        </Button>
        <Button variant="contained" onClick={onConfirm} disabled={pending}>
          {t('messaging.confirmSend')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
