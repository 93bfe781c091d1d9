import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/toast';
import { useEraseCustomer } from '../api/erase-customer';

interface EraseDialogProps {
  customer: { userId: number; label: string } | null;
  onClose: () => void;
}

/** Confirms an erasure with a reason (at least 5 characters, as the server asks). */
export function EraseDialog({ customer, onClose }: EraseDialogProps) {
  const { t } = useTranslation('admin-ops');
  const [reason, setReason] = useState('');
  const erase = useEraseCustomer();
  const close = () => {
    setReason('');
    onClose();
  };
  return (
    <Dialog open={customer !== null} onClose={close} maxWidth="sm" fullWidth aria-labelledby="erase-title">
      <DialogTitle id="erase-title">{t('erasure.confirmTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>{customer?.label}</DialogContentText>
        <DialogContentText sx={{ mb: 2 }}>{t('erasure.confirmBody')}</DialogContentText>
        <TextField
          fullWidth
          multiline
          minRows={2}
          label={t('erasure.reason')}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
          }}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={close}>
          {t('close')}
        </Button>
        <Button
          color="error"
          variant="contained"
          disabled={!customer || reason.trim().length < 5 || erase.isPending}
          onClick={() => {
            if (!customer) return;
            erase.mutate(
              { userId: customer.userId, reason: reason.trim() },
              {
                onSuccess: () => {
                  notify('success', t('erasure.done'));
                  close();
                },
              },
            );
          }}
        >
          {t('erasure.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
