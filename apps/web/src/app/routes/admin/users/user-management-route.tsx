import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminProfile } from '@/app/routes/admin/admin-profile-context';
import { AdminPage } from '@/app/routes/admin/components/admin-page';
import { LoadState } from '@/app/routes/admin/components/load-state';
import { useAdminUsers, type AdminUser } from '@/features/admin-users/api/get-admin-users';
import { AddAdminUserDialog } from '@/features/admin-users/components/add-admin-user-dialog';
import { AdminUsersTable } from '@/features/admin-users/components/admin-users-table';
import { EditAdminUserDialog } from '@/features/admin-users/components/edit-admin-user-dialog';

/** /admin/user-management (role 1): list, add, edit (username, role), disable/enable; audited. */
export function UserManagementRoute() {
  const { t } = useTranslation('admin');
  const { adminId } = useAdminProfile();
  const users = useAdminUsers();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<AdminUser | null>(null);

  return (
    <AdminPage
      title={t('menu.user-management')}
      actions={
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => {
            setAdding(true);
          }}
        >
          {t('users.add')}
        </Button>
      }
    >
      <LoadState isPending={users.isPending} error={users.error} onRetry={() => void users.refetch()} />
      {users.data && <AdminUsersTable users={users.data} currentAdminId={adminId} onEdit={setEditing} />}
      <AddAdminUserDialog
        open={adding}
        onClose={() => {
          setAdding(false);
        }}
      />
      {editing && (
        <EditAdminUserDialog
          key={editing.adminId}
          user={editing}
          onClose={() => {
            setEditing(null);
          }}
        />
      )}
    </AdminPage>
  );
}
