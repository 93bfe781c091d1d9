import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { createCreditCardBody } from '@cl/contracts';
import { FormTextField } from '@/components/ui/form-text-field';
import { useCreateCreditCard, type CreateCreditCardBody } from '../api/create-credit-card';

/** spec 2 create dialog: a name (required, spec 5); the card starts inactive. */
export function CreateCreditCardDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const create = useCreateCreditCard();
  const form = useForm<CreateCreditCardBody>({
    resolver: zodResolver(createCreditCardBody),
    defaultValues: { category_name: '' },
    mode: 'onTouched',
  });
  const close = () => {
    form.reset({ category_name: '' });
    onClose();
  };
  const submit = form.handleSubmit((values) => {
    create.mutate(values, { onSuccess: close });
  });

  return (
    <Dialog open={open} onClose={close} maxWidth="xs" fullWidth>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle>{t('cards.createTitle')}</DialogTitle>
        <DialogContent>
          <Box sx={{ pt: 1 }}>
            <FormTextField
              control={form.control}
              name="category_name"
              label={t('cards.name')}
              required
              autoFocus
            />
          </Box>
        </DialogContent>
        <DialogActions>
          <Button color="inherit" onClick={close}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={create.isPending}>
            {t('actions.create')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
