import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { lenderGroupCreateBody } from '@cl/contracts';
import { FormTextField } from '@/components/ui/form-text-field';
import { useCreateLenderGroup, type LenderGroupCreateBody } from '../api/create-lender-group';

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
    <Dialog open={open} onClose={close} maxWidth="xs" fullWidth>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle>{t('lenders.createGroup')}</DialogTitle>
        <DialogContent>
          <Box sx={{ pt: 1 }}>
            <FormTextField
              control={form.control}
              name="name"
              label={t('lenders.groupName')}
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
