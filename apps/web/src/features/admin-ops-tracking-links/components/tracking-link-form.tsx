import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddLinkIcon from '@mui/icons-material/AddLink';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { trackingLinkBody } from '@cl/contracts';
import { FormTextField } from '@/components/ui/form-text-field';
import { notify } from '@/lib/toast';
import { useCreateTrackingLink, type TrackingLinkBody } from '../api/create-tracking-link';
import { useLinkPartners } from '../api/get-link-partners';
import type { TrackingLink } from '../api/get-tracking-links';
import { LinkCopy } from './link-copy';

type TrackingLinkInput = z.input<typeof trackingLinkBody>;
const EMPTY: TrackingLinkInput = {
  name: '',
  partner_id: null,
  target_path: '',
  utm_source: '',
  utm_medium: '',
  utm_campaign: '',
};
const UTM_FIELDS = [
  ['utm_source', 'tracking.utmSource'],
  ['utm_medium', 'tracking.utmMedium'],
  ['utm_campaign', 'tracking.utmCampaign'],
] as const;

/** A new UTM link (trackingLinkBody of @cl/contracts); the link made is shown ready to copy. */
export function TrackingLinkForm() {
  const { t } = useTranslation('admin-ops');
  const partners = useLinkPartners();
  const create = useCreateTrackingLink();
  const [made, setMade] = useState<TrackingLink | null>(null);
  const form = useForm<TrackingLinkInput, unknown, TrackingLinkBody>({
    resolver: zodResolver(trackingLinkBody),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const submit = form.handleSubmit((body) => {
    create.mutate(body, {
      onSuccess: (link) => {
        notify('success', t('tracking.created'));
        setMade(link);
        form.reset(EMPTY);
      },
    });
  });
  const c = form.control;

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => void submit(event)}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
      >
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, gridColumn: '1 / -1' }}>
          {t('tracking.newLink')}
        </Typography>
        <FormTextField control={c} name="name" label={t('tracking.name')} required maxLength={100} />
        <Controller
          control={c}
          name="partner_id"
          render={({ field }) => (
            <TextField
              select
              label={t('tracking.partner')}
              value={field.value === null || field.value === undefined ? '' : String(field.value)}
              onChange={(event) => {
                field.onChange(event.target.value === '' ? null : Number(event.target.value));
              }}
              onBlur={field.onBlur}
              inputRef={field.ref}
              helperText={partners.isPending ? t('loading') : undefined}
            >
              <MenuItem value="">{t('tracking.noPartner')}</MenuItem>
              {(partners.data ?? []).map((partner) => (
                <MenuItem key={partner.id} value={String(partner.id)}>
                  {partner.displayName} ({partner.key})
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <FormTextField
          control={c}
          name="target_path"
          label={t('tracking.targetPath')}
          required
          maxLength={200}
          helperText={t('tracking.targetHint')}
        />
        {UTM_FIELDS.map(([name, label]) => (
          <FormTextField
            key={name}
            control={c}
            name={name}
            label={t(label)}
            required
            maxLength={64}
            helperText={t('tracking.utmHint')}
          />
        ))}
        <Button
          type="submit"
          variant="contained"
          startIcon={<AddLinkIcon />}
          disabled={create.isPending}
          sx={{ gridColumn: '1 / -1', justifySelf: { xs: 'stretch', sm: 'start' } }}
        >
          {t('tracking.create')}
        </Button>
      </Box>
      {made && (
        <Alert severity="success" sx={{ mt: 2, '& .MuiAlert-message': { minWidth: 0, flex: 1 } }}>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {t('tracking.madeIntro', { name: made.name })}
          </Typography>
          <LinkCopy url={made.url} />
        </Alert>
      )}
    </Paper>
  );
}
