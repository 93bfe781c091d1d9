import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { adminRole, adminUserUpdateBody } from '@cl/contracts';
import { FormTextField } from '@/components/ui/form-text-field';
import { notify } from '@/lib/toast';
import type { AdminUser } from '../api/get-admin-users';
import { useUpdateAdminUser } from '../api/update-admin-user';
import { RoleSelect } from './role-select';

// Edit asks for both fields; the update body itself has them optional.
const editForm = adminUserUpdateBody.required({ username: true }).extend({ role: adminRole });
type EditValues = z.input<typeof editForm>;

/** /admin/user-management Edit: username and role. Mount with a key per user. */
export function EditAdminUserDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const update = useUpdateAdminUser();
  const form = useForm<EditValues>({
    resolver: zodResolver(editForm),
    defaultValues: { username: user.username, role: user.role },
    mode: 'onTouched',
  });
  const submit = form.handleSubmit((values) => {
    update.mutate(
      { adminId: user.adminId, username: values.username, role: values.role },
      {
        onSuccess: () => {
          notify('success', t('users.updated'));
          onClose();
        },
      },
    );
  });

  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle>{t('users.editTitle', { email: user.email })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormTextField control={form.control} name="username" label={t('users.username')} required />
            <Controller
              control={form.control}
              name="role"
              render={({ field }) => <RoleSelect value={field.value} onChange={field.onChange} />}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button color="inherit" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={update.isPending}>
            {t('actions.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
