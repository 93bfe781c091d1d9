import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { SubmitEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ProfileFormShellProps {
  onSubmit: SubmitEventHandler<HTMLFormElement>;
  saving: boolean;
  children: ReactNode;
  submitLabel?: string;
}

/** The frame every profile form shares: its sections, then one large submit button. */
export function ProfileFormShell({ onSubmit, saving, children, submitLabel }: ProfileFormShellProps) {
  const { t } = useTranslation('profile');
  return (
    <Stack component="form" noValidate spacing={4} onSubmit={onSubmit}>
      {children}
      <Button type="submit" variant="contained" size="large" fullWidth disabled={saving}>
        {saving ? t('form.saving') : (submitLabel ?? t('form.submit'))}
      </Button>
    </Stack>
  );
}
