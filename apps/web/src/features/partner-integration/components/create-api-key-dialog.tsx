import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { apiKeyCreateBody } from '@cl/contracts';
import { FormTextField } from '@/components/ui/form-text-field';
import { useCreateApiKey, type ApiKeyCreateBody } from '../api/create-api-key';

interface CreateApiKeyDialogProps {
  open: boolean;
  onClose: () => void;
  onCreated: (created: { key: string; name: string }) => void;
}

/** Names a new key (which system uses it) before the server makes it. */
export function CreateApiKeyDialog({ open, onClose, onCreated }: CreateApiKeyDialogProps) {
  const { t } = useTranslation('partner');
  const create = useCreateApiKey();
  const form = useForm<ApiKeyCreateBody>({
    resolver: zodResolver(apiKeyCreateBody),
    defaultValues: { name: '' },
    mode: 'onTouched',
  });
  const submit = form.handleSubmit((body) => {
    create.mutate(body, {
      onSuccess: ({ key, row }) => {
        form.reset({ name: '' });
        onCreated({ key, name: row.name });
      },
    });
  });

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="create-key-title" fullWidth maxWidth="xs">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="create-key-title">{t('apiKeys.create.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('apiKeys.create.help')}</DialogContentText>
          <FormTextField
            control={form.control}
            name="name"
            label={t('apiKeys.create.name')}
            required
            autoFocus
            maxLength={60}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} color="secondary">
            {t('actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={create.isPending}>
            {t('apiKeys.create.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
