import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { merchantSignupBody } from '@cl/contracts';
import { FormTextField } from '@/components/ui/form-text-field';
import { useValidationText } from '@/lib/validation-text';
import { useCreateMerchant, type MerchantSignupInput } from '../api/create-merchant';

const CATEGORIES = merchantSignupBody.shape.category.options;
const digits = (value: string) => value.replace(/\D/g, '');

interface MerchantSignupFormProps {
  partnerName?: string;
  onDone: () => void;
}

/** The merchant onboarding form (merchantSignupBody of @cl/contracts: spec 5 rules and messages). */
export function MerchantSignupForm({ partnerName, onDone }: MerchantSignupFormProps) {
  const { t } = useTranslation('admin-ops');
  const message = useValidationText();
  const create = useCreateMerchant();
  const form = useForm<MerchantSignupInput>({
    resolver: zodResolver(merchantSignupBody),
    mode: 'onTouched',
    defaultValues: {
      partner_name: partnerName ?? '',
      business_name: '',
      owner_name: '',
      mobile: '',
      email: '',
      city: '',
      pincode: '',
      category: 'retail',
    },
  });
  const submit = form.handleSubmit((values) => {
    create.mutate(values, { onSuccess: onDone });
  });
  const c = form.control;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      sx={{ display: 'grid', gap: 2 }}
    >
      <FormTextField control={c} name="business_name" label={t('merchantForm.business_name')} required />
      <FormTextField
        control={c}
        name="owner_name"
        label={t('merchantForm.owner_name')}
        required
        autoComplete="name"
      />
      <FormTextField
        control={c}
        name="mobile"
        type="tel"
        inputMode="numeric"
        maxLength={10}
        normalise={digits}
        label={t('merchantForm.mobile')}
        required
        autoComplete="tel-national"
      />
      <FormTextField
        control={c}
        name="email"
        type="email"
        label={t('merchantForm.email')}
        required
        autoComplete="email"
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
        <FormTextField control={c} name="city" label={t('merchantForm.city')} required />
        <FormTextField
          control={c}
          name="pincode"
          inputMode="numeric"
          maxLength={6}
          normalise={digits}
          label={t('merchantForm.pincode')}
          required
          autoComplete="postal-code"
        />
      </Box>
      <Controller
        control={c}
        name="category"
        render={({ field, fieldState }) => (
          <TextField
            select
            label={t('merchantForm.category')}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={Boolean(fieldState.error)}
            helperText={message(fieldState.error?.message)}
          >
            {CATEGORIES.map((category) => (
              <MenuItem key={category} value={category}>
                {t(`merchantForm.categories.${category}`)}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <FormTextField control={c} name="partner_name" label={t('merchantForm.partner_name')} />
      <Button type="submit" variant="contained" size="large" disabled={create.isPending}>
        {t('merchantForm.submit')}
      </Button>
    </Box>
  );
}
