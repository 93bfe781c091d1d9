import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import CloseIcon from '@mui/icons-material/Close';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface BusinessDialogProps {
  open: boolean;
  /** true: YES (Business Loans); false: NO (Personal Loans). */
  onContinue: (hasCertificate: boolean) => void;
  onClose: () => void;
}

/**
 * spec 2 Business dialog, exactly: 'Do you have a business registration certificate?' with YES
 * and NO (YES chosen at first) and a Continue button. What each answer does is the caller's
 * (spec 2, spec 4); closing without continuing is onClose.
 */
export function BusinessDialog({ open, onContinue, onClose }: BusinessDialogProps) {
  const { t } = useTranslation('products');
  const [answer, setAnswer] = useState<'yes' | 'no'>('yes');
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        {t('businessDialog.question')}
      </DialogTitle>
      <IconButton
        aria-label={t('businessDialog.close')}
        onClick={onClose}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent>
        <RadioGroup
          aria-labelledby={titleId}
          row
          value={answer}
          onChange={(event) => {
            setAnswer(event.target.value === 'no' ? 'no' : 'yes');
          }}
        >
          <FormControlLabel value="yes" control={<Radio />} label={t('businessDialog.yes')} />
          <FormControlLabel value="no" control={<Radio />} label={t('businessDialog.no')} />
        </RadioGroup>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button
          variant="contained"
          size="large"
          fullWidth
          onClick={() => {
            onContinue(answer === 'yes');
          }}
        >
          {t('businessDialog.continue')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
