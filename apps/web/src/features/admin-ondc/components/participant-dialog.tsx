import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ONDC_PARTICIPANT_ROLES, ondcParticipantBody, type OndcParticipantDto } from '@cl/contracts';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormSwitchField } from '@/components/ui/form-switch-field';
import { FormTextField } from '@/components/ui/form-text-field';
import { useCreateOndcParticipant, type OndcParticipantForm } from '../api/create-ondc-participant';
import { useUpdateOndcParticipant } from '../api/update-ondc-participant';

const EMPTY: OndcParticipantForm = {
  subscriber_id: '',
  uri: 'https://',
  unique_key_id: '',
  signing_public_key: '',
  role: 'BPP',
  enabled: true,
};

const formOf = (p: OndcParticipantDto): OndcParticipantForm => ({
  subscriber_id: p.subscriber_id,
  uri: p.uri,
  unique_key_id: p.unique_key_id,
  signing_public_key: p.signing_public_key,
  role: p.role,
  enabled: p.enabled,
});

interface ParticipantDialogProps {
  open: boolean;
  /** The participant being edited; null adds a new one. */
  editing: OndcParticipantDto | null;
  onClose: () => void;
}

/** Add or edit a network participant; the server's refusal (a taken subscriber id) shows as a toast. */
export function ParticipantDialog({ open, editing, onClose }: ParticipantDialogProps) {
  const { t } = useTranslation('admin');
  const create = useCreateOndcParticipant();
  const update = useUpdateOndcParticipant();
  const form = useForm<OndcParticipantForm>({
    resolver: zodResolver(ondcParticipantBody),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  useEffect(() => {
    if (open) form.reset(editing ? formOf(editing) : EMPTY);
  }, [open, editing, form]);

  const submit = form.handleSubmit((values) => {
    if (editing) update.mutate({ id: editing.id, body: values }, { onSuccess: onClose });
    else create.mutate(values, { onSuccess: onClose });
  });

  return (
    <FormDialog
      open={open}
      title={t(editing ? 'ondc.participants.editTitle' : 'ondc.participants.addTitle')}
      onClose={onClose}
      onSubmit={submit}
      pending={create.isPending || update.isPending}
      submitLabel={t(editing ? 'actions.save' : 'actions.add')}
      cancelLabel={t('actions.cancel')}
    >
      <Box sx={{ pt: 1, display: 'flex', flexDirection: 'column', gap: 2 }}>
        <FormTextField
          control={form.control}
          name="subscriber_id"
          label={t('ondc.participants.columns.subscriberId')}
          required
          autoFocus
        />
        <FormTextField
          control={form.control}
          name="uri"
          label={t('ondc.participants.columns.uri')}
          required
        />
        <FormTextField
          control={form.control}
          name="unique_key_id"
          label={t('ondc.participants.columns.uniqueKeyId')}
          required
        />
        <FormTextField
          control={form.control}
          name="signing_public_key"
          label={t('ondc.participants.columns.signingPublicKey')}
          helperText={t('ondc.participants.keyHelp')}
          inputStyle={{ fontFamily: 'monospace' }}
          required
        />
        <Controller
          control={form.control}
          name="role"
          render={({ field }) => (
            <TextField select label={t('ondc.participants.columns.role')} {...field}>
              {ONDC_PARTICIPANT_ROLES.map((role) => (
                <MenuItem key={role} value={role}>
                  {t(`ondc.roles.${role}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <FormSwitchField
          control={form.control}
          name="enabled"
          label={t('ondc.participants.columns.enabled')}
        />
      </Box>
    </FormDialog>
  );
}
