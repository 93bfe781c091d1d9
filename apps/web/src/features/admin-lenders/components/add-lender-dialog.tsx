import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Box from '@mui/material/Box';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { createLenderBody } from '@cl/contracts';
import { FormTextField } from '@/components/ui/form-text-field';
import { useCreateLender, type CreateLenderBody } from '../api/create-lender';

/** spec 2 Add Lender dialog: a name (required, spec 5); the new lender starts switched off. */
export function AddLenderDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const create = useCreateLender();
  const form = useForm<CreateLenderBody>({
    resolver: zodResolver(createLenderBody),
    defaultValues: { name: '' },
    mode: 'onTouched',
  });
  const close = () => {
    form.reset({ name: '' });
    onClose();
  };
  const submit = form.handleSubmit((values) => {
    create.mutate(values, { onSuccess: close });
  });

  return (
    <Dialog open={open} onClose={close} maxWidth="xs" fullWidth>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle>{t('lenders.addTitle')}</DialogTitle>
        <DialogContent>
          <Box sx={{ pt: 1 }}>
            <FormTextField control={form.control} name="name" label={t('lenders.name')} required autoFocus />
          </Box>
        </DialogContent>
        <DialogActions>
          <Button color="inherit" onClick={close}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={create.isPending}>
            {t('actions.add')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
