import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { adminLoginBody } from '@cl/contracts';
import { FormTextField } from '@/components/ui/form-text-field';
import { useAdminLogin, type AdminLoginBody } from '../api/admin-login';

/** spec 2 /admin/login: email and password; a wrong pair is the server's red toast (spec 8). */
export function AdminLoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation('admin');
  const login = useAdminLogin();
  const [showPassword, setShowPassword] = useState(false);
  const form = useForm<AdminLoginBody>({
    resolver: zodResolver(adminLoginBody),
    defaultValues: { email: '', password: '' },
    mode: 'onTouched',
  });
  const submit = form.handleSubmit((values) => {
    login.mutate(values, { onSuccess: onSignedIn });
  });

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={(event) => void submit(event)}>
      <FormTextField
        control={form.control}
        name="email"
        label={t('login.email')}
        type="email"
        autoComplete="username"
        autoFocus
      />
      <FormTextField
        control={form.control}
        name="password"
        label={t('login.password')}
        type={showPassword ? 'text' : 'password'}
        autoComplete="current-password"
        endAdornment={
          <InputAdornment position="end">
            <IconButton
              edge="end"
              aria-label={showPassword ? t('login.hidePassword') : t('login.showPassword')}
              onClick={() => {
                setShowPassword((shown) => !shown);
              }}
            >
              {showPassword ? <VisibilityOff /> : <Visibility />}
            </IconButton>
          </InputAdornment>
        }
      />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={login.isPending}>
        {t('login.submit')}
      </Button>
    </Stack>
  );
}
