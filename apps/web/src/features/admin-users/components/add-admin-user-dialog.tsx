import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { adminUserCreateBody } from '@cl/contracts';
import { FormTextField } from '@/components/ui/form-text-field';
import { notify } from '@/lib/toast';
import { useCreateAdminUser, type AdminUserCreateBody } from '../api/create-admin-user';
import { RoleSelect } from './role-select';
import { FormDialog } from '@/components/ui/form-dialog';

const EMPTY: AdminUserCreateBody = { email: '', username: '', role: 2, password: '' };

/** /admin/user-management Add: email, username, role and an initial password (12+ characters). */
export function AddAdminUserDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const create = useCreateAdminUser();
  const form = useForm<AdminUserCreateBody>({
    resolver: zodResolver(adminUserCreateBody),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const close = () => {
    form.reset(EMPTY);
    onClose();
  };
  const submit = form.handleSubmit((values) => {
    create.mutate(values, {
      onSuccess: () => {
        notify('success', t('users.added'));
        close();
      },
    });
  });

  return (
    <FormDialog
      open={open}
      title={t('users.addTitle')}
      onClose={close}
      onSubmit={submit}
      pending={create.isPending}
      submitLabel={t('actions.add')}
      cancelLabel={t('actions.cancel')}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <FormTextField control={form.control} name="email" label={t('users.email')} type="email" required />
        <FormTextField control={form.control} name="username" label={t('users.username')} required />
        <Controller
          control={form.control}
          name="role"
          render={({ field }) => <RoleSelect value={field.value} onChange={field.onChange} />}
        />
        <FormTextField
          control={form.control}
          name="password"
          label={t('users.initialPassword')}
          type="password"
          autoComplete="new-password"
          helperText={t('users.passwordHint')}
          required
        />
      </Stack>
    </FormDialog>
  );
}
