import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { partnerUserInput, type PartnerUserInput } from '@cl/contracts';
import { FormTextField } from '@/components/ui/form-text-field';
import { showServerFieldErrors } from '@/lib/server-field-errors';

interface PartnerUserFormProps {
  title: string;
  hint?: string;
  submitLabel: string;
  pending: boolean;
  /** Saves the person; `done` clears the form, `failed` puts the server's field errors under the boxes. */
  onSave: (user: PartnerUserInput, outcome: { done: () => void; failed: (error: unknown) => void }) => void;
}

/** Issue 15: a name and a mobile for a partner user (a new staff member, or a new owner). */
export function PartnerUserForm({ title, hint, submitLabel, pending, onSave }: PartnerUserFormProps) {
  const { t } = useTranslation('admin');
  const form = useForm<PartnerUserInput>({
    resolver: zodResolver(partnerUserInput),
    defaultValues: { name: '', mobile: '' },
    mode: 'onTouched',
  });
  const submit = form.handleSubmit((user) => {
    onSave(user, {
      done: () => {
        form.reset({ name: '', mobile: '' });
      },
      failed: (error) => {
        showServerFieldErrors(form, error);
      },
    });
  });
  return (
    <Box component="form" noValidate aria-label={title} onSubmit={(event) => void submit(event)}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {hint && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {hint}
        </Typography>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr auto' }, mt: 1 }}>
        <FormTextField control={form.control} name="name" label={t('onboarding.partner.name')} required />
        <FormTextField
          control={form.control}
          name="mobile"
          label={t('onboarding.partner.mobile')}
          type="tel"
          inputMode="numeric"
          maxLength={10}
          required
        />
        <Button type="submit" variant="outlined" disabled={pending} sx={{ alignSelf: 'start', height: 56 }}>
          {submitLabel}
        </Button>
      </Box>
    </Box>
  );
}
