import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '@/components/ui/copy-button';

interface KeyOnceDialogProps {
  /** The new secret; null closes the dialog. It lives in React state only, never in storage. */
  apiKey: string | null;
  keyName: string;
  onClose: () => void;
}

/**
 * Shows a new API key the one time the server sends it. Closing needs a tick that it is stored:
 * a click outside or Escape does not close it, so the key is not lost by accident.
 */
export function KeyOnceDialog({ apiKey, keyName, onClose }: KeyOnceDialogProps) {
  const { t } = useTranslation('partner');
  const [stored, setStored] = useState(false);
  const close = () => {
    setStored(false);
    onClose();
  };

  return (
    <Dialog open={apiKey !== null} aria-labelledby="key-once-title" fullWidth maxWidth="sm">
      <DialogTitle id="key-once-title">{t('apiKeys.once.title', { name: keyName })}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('apiKeys.once.warning')}
        </Alert>
        <Box
          data-testid="new-api-key"
          sx={{
            p: 1.5,
            mb: 2,
            bgcolor: 'action.hover',
            borderRadius: 1,
            fontFamily: 'monospace',
            fontSize: 14,
            wordBreak: 'break-all',
            userSelect: 'all',
          }}
        >
          {apiKey}
        </Box>
        <CopyButton
          text={apiKey ?? ''}
          label={t('apiKeys.once.copy')}
          copiedMessage={t('copy.copied')}
          failedMessage={t('copy.failed')}
          variant="contained"
        />
        <FormControlLabel
          sx={{ display: 'flex', mt: 2 }}
          control={
            <Checkbox
              checked={stored}
              onChange={(event) => {
                setStored(event.target.checked);
              }}
            />
          }
          label={t('apiKeys.once.confirm')}
        />
      </DialogContent>
      <DialogActions>
        <Button variant="contained" disabled={!stored} onClick={close}>
          {t('apiKeys.once.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
