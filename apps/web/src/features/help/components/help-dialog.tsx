import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import CloseIcon from '@mui/icons-material/Close';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { helpRequestBody, type HelpRequestBody } from '@cl/contracts';
import { notify } from '@/lib/toast';
import { useSendHelpRequest } from '../api/send-help-request';
import { HelpFormFields } from './help-form-fields';

const EMPTY: HelpRequestBody = { name: '', email: '', phone: '', company: '', description: '' };

/** spec 2 Help dialog: Send is disabled until valid; Reset clears; spec 8 success toast either way. */
export function HelpDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['help', 'common']);
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const send = useSendHelpRequest();
  const form = useForm<HelpRequestBody>({
    resolver: zodResolver(helpRequestBody),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });

  const close = () => {
    form.reset(EMPTY);
    onClose();
  };
  const submit = form.handleSubmit((values) => {
    send.mutate(values, {
      onSettled: () => {
        notify('success', t('success'));
        close();
      },
    });
  });

  return (
    <Dialog
      open={open}
      onClose={close}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby="help-title"
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="help-title" sx={{ pr: 6 }}>
          {t('title')}
          <IconButton
            aria-label={t('common:actions.close')}
            onClick={close}
            sx={{ position: 'absolute', right: 8, top: 8 }}
          >
            <CloseIcon />
          </IconButton>
        </DialogTitle>
        <DialogContent>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {t('intro')}
          </Typography>
          <HelpFormFields control={form.control} />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 3, gap: 1 }}>
          <Button
            type="button"
            color="secondary"
            size="large"
            onClick={() => {
              form.reset(EMPTY);
            }}
          >
            {t('reset')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={!form.formState.isValid || send.isPending}
          >
            {t('send')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
