import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { revenueForm, type RevenueEntry, type RevenueForm } from '@cl/contracts';
import { useValidationText } from '@/lib/validation-text';
import type { RevenueType } from '@cl/contracts';
import {
  canSubmitRevenue,
  EMPTY_REVENUE,
  REVENUE_NUMBER_FIELDS,
  revenueFormValues,
  type RevenueFormValues,
} from '../utils/revenue-form';
import { RevenueNumberField } from './revenue-number-field';

interface RevenueDialogProps {
  /** The entry to edit; null adds a new one. Mount with a key per entry. */
  entry: RevenueEntry | null;
  types: RevenueType[];
  pending: boolean;
  onSubmit: (values: RevenueForm) => void;
  onClose: () => void;
}

/**
 * spec 5 Revenue form with the contracts' schema: type required, amounts >= 0, percentage 0-100 in
 * steps of 0.001, every max above its min, negative input ignored, empty numbers null; Submit only
 * when all of that holds and flat or percentage is above 0.
 */
export function RevenueDialog({ entry, types, pending, onSubmit, onClose }: RevenueDialogProps) {
  const { t } = useTranslation('admin');
  const validationText = useValidationText();
  const form = useForm<RevenueFormValues, unknown, RevenueForm>({
    resolver: zodResolver(revenueForm),
    defaultValues: entry ? revenueFormValues(entry) : EMPTY_REVENUE,
    mode: 'onChange',
  });
  const values = useWatch({ control: form.control });
  const { isDirty, submitCount } = form.formState;
  const showErrors = isDirty || submitCount > 0;
  // Every rule looks at the whole form (max vs min, flat or percentage): check all after each edit.
  const edited = () => void form.trigger();
  const submit = form.handleSubmit(onSubmit);

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle>{t(entry ? 'revenue.editTitle' : 'revenue.addTitle')}</DialogTitle>
        <DialogContent>
          <Box sx={{ display: 'grid', gap: 2, pt: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <Controller
              control={form.control}
              name="revenue_type_id"
              render={({ field, fieldState }) => {
                const message = fieldState.error?.message;
                const error = showErrors ? validationText(message) : undefined;
                return (
                  <TextField
                    select
                    label={t('revenue.type')}
                    required
                    value={field.value > 0 ? String(field.value) : ''}
                    onChange={(event) => {
                      field.onChange(Number(event.target.value));
                      edited();
                    }}
                    onBlur={field.onBlur}
                    error={Boolean(error)}
                    helperText={error}
                    sx={{ gridColumn: '1 / -1' }}
                  >
                    {types.map((type) => (
                      <MenuItem key={type.id} value={String(type.id)}>
                        {type.name}
                      </MenuItem>
                    ))}
                  </TextField>
                );
              }}
            />
            {REVENUE_NUMBER_FIELDS.map(({ name, whole }) => (
              <RevenueNumberField
                key={name}
                control={form.control}
                name={name}
                label={t(`revenue.fields.${name}`)}
                whole={whole}
                showError={showErrors}
                onEdited={edited}
              />
            ))}
            <Controller
              control={form.control}
              name="status"
              render={({ field }) => (
                <FormControlLabel
                  label={t('revenue.active')}
                  control={
                    <Switch
                      checked={field.value === 1}
                      onChange={(_event, checked) => {
                        field.onChange(checked ? 1 : 0);
                      }}
                    />
                  }
                />
              )}
            />
          </Box>
        </DialogContent>
        <DialogActions>
          <Button color="inherit" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={pending || !canSubmitRevenue({ ...EMPTY_REVENUE, ...values })}
          >
            {t(entry ? 'actions.save' : 'actions.add')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
