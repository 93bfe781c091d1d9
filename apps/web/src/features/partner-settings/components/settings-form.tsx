import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LENGTHS, settingsBody, type PartnerSettings } from '@cl/contracts';
import { FormTextField } from '@/components/ui/form-text-field';
import { notify } from '@/lib/toast';
import { useUpdateSettings, type SettingsBody } from '../api/update-settings';

const digits = (value: string) => value.replace(/\D/g, '').slice(-LENGTHS.phone);

/** Issue 6 settings: the partner's contact person, email and phone, checked by spec 5's rules. */
export function SettingsForm({ settings }: { settings: PartnerSettings }) {
  const { t } = useTranslation('partner');
  const update = useUpdateSettings();
  const initial: SettingsBody = {
    contact_name: settings.contact_name ?? '',
    contact_email: settings.contact_email ?? '',
    contact_phone: settings.contact_phone ?? '',
  };
  const form = useForm<SettingsBody>({
    resolver: zodResolver(settingsBody),
    defaultValues: initial,
    mode: 'onTouched',
  });
  const submit = form.handleSubmit((body) => {
    update.mutate(body, {
      onSuccess: (saved) => {
        form.reset({
          contact_name: saved.contact_name ?? '',
          contact_email: saved.contact_email ?? '',
          contact_phone: saved.contact_phone ?? '',
        });
        notify('success', t('settings.saved'));
      },
    });
  });

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        {t('settings.contactTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {t('settings.contactHelp')}
      </Typography>
      <Stack component="form" noValidate spacing={2} onSubmit={(event) => void submit(event)}>
        <FormTextField
          control={form.control}
          name="contact_name"
          label={t('settings.fields.name')}
          autoComplete="name"
          required
        />
        <FormTextField
          control={form.control}
          name="contact_email"
          label={t('settings.fields.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          required
        />
        <FormTextField
          control={form.control}
          name="contact_phone"
          label={t('settings.fields.phone')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          normalise={digits}
          maxLength={LENGTHS.phone + 6}
          startAdornment={<InputAdornment position="start">+91</InputAdornment>}
          required
        />
        <Stack direction="row" spacing={1.5}>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={update.isPending || !form.formState.isDirty}
          >
            {t('settings.save')}
          </Button>
          <Button
            type="button"
            color="secondary"
            size="large"
            disabled={!form.formState.isDirty}
            onClick={() => {
              form.reset(initial);
            }}
          >
            {t('settings.discard')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
