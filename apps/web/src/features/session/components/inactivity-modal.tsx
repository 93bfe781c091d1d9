import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSecondsLeft } from '../hooks/use-seconds-left';

interface InactivityModalProps {
  /** When the session ends (epoch ms). */
  deadline: number;
  /** spec 4: 'Stay Logged In!' reloads, which shows the server the customer is back. */
  onStay: () => void;
  /** spec 4: at zero the session is cleared and the page reloads. */
  onExpire: () => void;
}

/** spec 2 inactivity modal: a countdown once per second and 'Stay Logged In!'. */
export function InactivityModal({ deadline, onStay, onExpire }: InactivityModalProps) {
  const { t } = useTranslation('journey');
  const seconds = useSecondsLeft(deadline);
  const titleId = useId();

  useEffect(() => {
    if (seconds === 0) onExpire();
  }, [seconds, onExpire]);

  return (
    // No onClose: neither Escape nor a tap outside dismisses it; only the button does.
    <Dialog open aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('inactivity.title')}</DialogTitle>
      <DialogContent>
        <Typography aria-live="polite">{t('inactivity.body', { seconds })}</Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" size="large" fullWidth onClick={onStay}>
          {t('inactivity.stay')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
