import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { ADMIN_ROLES, adminRole, type AdminRole } from '@cl/contracts';

/** spec 6 numeric admin roles, shown with our names (docs/decisions/004). */
export function RoleSelect({ value, onChange }: { value: AdminRole; onChange: (role: AdminRole) => void }) {
  const { t } = useTranslation('admin');
  return (
    <TextField
      select
      fullWidth
      label={t('users.role')}
      value={value}
      onChange={(event) => {
        const parsed = adminRole.safeParse(Number(event.target.value));
        if (parsed.success) onChange(parsed.data);
      }}
    >
      {ADMIN_ROLES.map((role) => (
        <MenuItem key={role} value={role}>
          {t('users.roleOption', { id: role, name: t(`roles.${role}`) })}
        </MenuItem>
      ))}
    </TextField>
  );
}
