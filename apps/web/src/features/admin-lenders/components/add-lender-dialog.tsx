import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { createLenderBody } from '@cl/contracts';
import { FormTextField } from '@/components/ui/form-text-field';
import { useCreateLender, type CreateLenderBody } from '../api/create-lender';
import { FormDialog } from '@/components/ui/form-dialog';

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
    <FormDialog
      open={open}
      title={t('lenders.addTitle')}
      onClose={close}
      onSubmit={submit}
      pending={create.isPending}
      submitLabel={t('actions.add')}
      cancelLabel={t('actions.cancel')}
    >
      <Box sx={{ pt: 1 }}>
        <FormTextField control={form.control} name="name" label={t('lenders.name')} required autoFocus />
      </Box>
    </FormDialog>
  );
}
