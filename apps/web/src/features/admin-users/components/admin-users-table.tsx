import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { formatIndiaDay } from '@/lib/date-format';
import { notify } from '@/lib/toast';
import type { AdminUser } from '../api/get-admin-users';
import { useUpdateAdminUser } from '../api/update-admin-user';

interface AdminUsersTableProps {
  users: AdminUser[];
  /** The signed-in admin may not disable themselves (the server refuses too). */
  currentAdminId: number;
  onEdit: (user: AdminUser) => void;
}

/** /admin/user-management list: who, role, state; Edit and Disable/Enable per row. */
export function AdminUsersTable({ users, currentAdminId, onEdit }: AdminUsersTableProps) {
  const { t, i18n } = useTranslation('admin');
  const update = useUpdateAdminUser();
  const setDisabled = (user: AdminUser, disabled: boolean) => {
    update.mutate(
      { adminId: user.adminId, disabled },
      {
        onSuccess: () => {
          notify('success', t(disabled ? 'users.disabledToast' : 'users.enabledToast'));
        },
      },
    );
  };

  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('menu.user-management')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('users.username')}</TableCell>
            <TableCell>{t('users.email')}</TableCell>
            <TableCell>{t('users.role')}</TableCell>
            <TableCell>{t('users.status')}</TableCell>
            <TableCell>{t('users.created')}</TableCell>
            <TableCell align="right">{t('columns.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {users.map((user) => (
            <TableRow key={user.adminId} hover>
              <TableCell>{user.username}</TableCell>
              <TableCell>{user.email}</TableCell>
              <TableCell>{t('users.roleOption', { id: user.role, name: t(`roles.${user.role}`) })}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  color={user.disabled ? 'default' : 'success'}
                  label={t(user.disabled ? 'users.disabled' : 'users.active')}
                />
              </TableCell>
              <TableCell>{formatIndiaDay(user.createdAt, i18n.language)}</TableCell>
              <TableCell align="right">
                <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                  <Button
                    size="small"
                    color="secondary"
                    onClick={() => {
                      onEdit(user);
                    }}
                  >
                    {t('actions.edit')}
                  </Button>
                  <Button
                    size="small"
                    color={user.disabled ? 'primary' : 'error'}
                    disabled={user.adminId === currentAdminId || update.isPending}
                    onClick={() => {
                      setDisabled(user, !user.disabled);
                    }}
                  >
                    {t(user.disabled ? 'users.enable' : 'users.disable')}
                  </Button>
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
