import Stack from '@mui/material/Stack';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LENGTHS, type HelpRequestBody } from '@cl/contracts';
import { FormTextField } from '@/components/ui/form-text-field';

const digitsOnly = (value: string) => value.replace(/\D/g, '').slice(0, LENGTHS.helpPhoneMax);

/** spec 2, spec 5: name, email, phone (digits only, up to a maximum), company (optional), description. */
export function HelpFormFields({ control }: { control: Control<HelpRequestBody> }) {
  const { t } = useTranslation('help');
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      <FormTextField control={control} name="name" label={t('fields.name')} autoComplete="name" required />
      <FormTextField
        control={control}
        name="email"
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        required
      />
      <FormTextField
        control={control}
        name="phone"
        label={t('fields.phone')}
        type="tel"
        autoComplete="tel"
        normalise={digitsOnly}
        inputMode="numeric"
        maxLength={LENGTHS.helpPhoneMax}
        required
      />
      <FormTextField
        control={control}
        name="company"
        label={t('fields.company')}
        autoComplete="organization"
      />
      <FormTextField
        control={control}
        name="description"
        label={t('fields.description')}
        multiline
        minRows={3}
        maxLength={LENGTHS.helpDescriptionMax}
        required
      />
    </Stack>
  );
}
