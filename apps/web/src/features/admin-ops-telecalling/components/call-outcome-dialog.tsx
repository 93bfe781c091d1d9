import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CALL_OUTCOMES } from '@cl/contracts';
import { FormTextField } from '@/components/ui/form-text-field';
import { useValidationText } from '@/lib/validation-text';
import { notify } from '@/lib/toast';
import type { CallQueueEntry } from '../api/get-call-queue';
import { useRecordCallOutcome } from '../api/record-call-outcome';
import {
  callOutcomeForm,
  isCallOutcome,
  toCallOutcomeBody,
  type CallOutcomeFormValues,
} from '../utils/call-outcome-form';

interface CallOutcomeDialogProps {
  customer: CallQueueEntry;
  onClose: () => void;
}

/** Records how a call went: outcome, a note and, for a call back, when. */
export function CallOutcomeDialog({ customer, onClose }: CallOutcomeDialogProps) {
  const { t } = useTranslation('admin-ops');
  const message = useValidationText();
  const record = useRecordCallOutcome();
  const form = useForm<CallOutcomeFormValues>({
    resolver: zodResolver(callOutcomeForm),
    defaultValues: { note: '', next_call_at: '' },
    mode: 'onTouched',
  });
  const outcome = useWatch({ control: form.control, name: 'outcome' });
  const submit = form.handleSubmit((values) => {
    record.mutate(
      { userId: customer.userId, body: toCallOutcomeBody(values) },
      {
        onSuccess: () => {
          notify('success', t('telecalling.recorded'));
          onClose();
        },
      },
    );
  });

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="call-outcome-title">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="call-outcome-title">{t('telecalling.recordTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {customer.name ?? t('telecalling.noName')} · {customer.mobile || '—'}
          </DialogContentText>
          <Stack spacing={2}>
            <Controller
              control={form.control}
              name="outcome"
              render={({ field, fieldState }) => (
                <TextField
                  select
                  required
                  label={t('telecalling.outcome')}
                  // No outcome is chosen until the admin picks one (undefined at first).
                  value={isCallOutcome(field.value) ? field.value : ''}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  error={Boolean(fieldState.error)}
                  helperText={message(fieldState.error?.message)}
                >
                  {CALL_OUTCOMES.map((value) => (
                    <MenuItem key={value} value={value}>
                      {t(`telecalling.outcomes.${value}`)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            {outcome === 'do_not_call' && <Alert severity="warning">{t('telecalling.doNotCallNote')}</Alert>}
            <FormTextField
              control={form.control}
              name="note"
              label={t('telecalling.notes')}
              multiline
              minRows={2}
              maxLength={1000}
            />
            <Controller
              control={form.control}
              name="next_call_at"
              render={({ field, fieldState }) => (
                <TextField
                  type="datetime-local"
                  label={t('telecalling.nextCallAt')}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  error={Boolean(fieldState.error)}
                  helperText={message(fieldState.error?.message) ?? t('telecalling.nextCallHint')}
                  slotProps={{ inputLabel: { shrink: true } }}
                />
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button color="inherit" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={record.isPending}>
            {t('telecalling.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
