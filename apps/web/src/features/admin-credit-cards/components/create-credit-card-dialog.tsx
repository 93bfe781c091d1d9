import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { createCreditCardBody } from '@cl/contracts';
import { FormTextField } from '@/components/ui/form-text-field';
import { useCreateCreditCard, type CreateCreditCardBody } from '../api/create-credit-card';
import { FormDialog } from '@/components/ui/form-dialog';

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
    <FormDialog
      open={open}
      title={t('cards.createTitle')}
      onClose={close}
      onSubmit={submit}
      pending={create.isPending}
      submitLabel={t('actions.create')}
      cancelLabel={t('actions.cancel')}
    >
      <Box sx={{ pt: 1 }}>
        <FormTextField
          control={form.control}
          name="category_name"
          label={t('cards.name')}
          required
          autoFocus
        />
      </Box>
    </FormDialog>
  );
}
