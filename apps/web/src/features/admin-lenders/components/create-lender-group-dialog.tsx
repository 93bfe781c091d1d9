import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { lenderGroupCreateBody } from '@cl/contracts';
import { FormTextField } from '@/components/ui/form-text-field';
import { useCreateLenderGroup, type LenderGroupCreateBody } from '../api/create-lender-group';
import { FormDialog } from '@/components/ui/form-dialog';

interface CreateLenderGroupDialogProps {
  open: boolean;
  onClose: () => void;
  onCreated: (groupId: number) => void;
}

/** spec 2 'Create Group'; spec 5 'Lender group name required'; spec 8 success toast. */
export function CreateLenderGroupDialog({ open, onClose, onCreated }: CreateLenderGroupDialogProps) {
  const { t } = useTranslation('admin');
  const create = useCreateLenderGroup();
  const form = useForm<LenderGroupCreateBody>({
    resolver: zodResolver(lenderGroupCreateBody),
    defaultValues: { name: '' },
    mode: 'onTouched',
  });
  const close = () => {
    form.reset({ name: '' });
    onClose();
  };
  const submit = form.handleSubmit((values) => {
    create.mutate(values, {
      onSuccess: (group) => {
        onCreated(group.id);
        close();
      },
    });
  });

  return (
    <FormDialog
      open={open}
      title={t('lenders.createGroup')}
      onClose={close}
      onSubmit={submit}
      pending={create.isPending}
      submitLabel={t('actions.create')}
      cancelLabel={t('actions.cancel')}
    >
      <Box sx={{ pt: 1 }}>
        <FormTextField control={form.control} name="name" label={t('lenders.groupName')} required autoFocus />
      </Box>
    </FormDialog>
  );
}
