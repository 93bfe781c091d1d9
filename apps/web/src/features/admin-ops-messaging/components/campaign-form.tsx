import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import SendIcon from '@mui/icons-material/Send';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { campaignBody } from '@cl/contracts';
import { FormTextField } from '@/components/ui/form-text-field';
import { notify } from '@/lib/toast';
import { useSendCampaign, type CampaignBody } from '../api/send-campaign';
import { CampaignConfirmDialog } from './campaign-confirm-dialog';

type CampaignInput = z.input<typeof campaignBody>;
const EMPTY: CampaignInput = { name: '', channel: 'mobile', subject: '', text: '' };
const CHANNELS = campaignBody.shape.channel.options;

/** A new campaign (campaignBody of @cl/contracts); it goes out only after a confirmation. */
export function CampaignForm() {
  const { t } = useTranslation('admin-ops');
  const send = useSendCampaign();
  const [ready, setReady] = useState<CampaignBody | null>(null);
  const form = useForm<CampaignInput, unknown, CampaignBody>({
    resolver: zodResolver(campaignBody),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const channel = useWatch({ control: form.control, name: 'channel' });
  const submit = form.handleSubmit((values) => {
    // A subject means something only for email; an SMS never carries one.
    const subject = values.channel === 'email' && values.subject ? values.subject : undefined;
    setReady({ ...values, subject });
  });
  const confirm = () => {
    if (!ready) return;
    send.mutate(ready, {
      onSuccess: (campaign) => {
        notify('success', t('messaging.done', { sent: campaign.sent, failed: campaign.failed }));
        form.reset(EMPTY);
      },
      onSettled: () => {
        setReady(null);
      },
    });
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => void submit(event)}
        sx={{ display: 'grid', gap: 2 }}
      >
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {t('messaging.newCampaign')}
        </Typography>
        <Controller
          control={form.control}
          name="channel"
          render={({ field }) => (
            <FormControl>
              <FormLabel id="campaign-channel">{t('messaging.channel')}</FormLabel>
              <RadioGroup row aria-labelledby="campaign-channel" {...field}>
                {CHANNELS.map((value) => (
                  <FormControlLabel
                    key={value}
                    value={value}
                    control={<Radio />}
                    label={t(value === 'mobile' ? 'messaging.sms' : 'messaging.email')}
                  />
                ))}
              </RadioGroup>
            </FormControl>
          )}
        />
        <FormTextField
          control={form.control}
          name="name"
          label={t('messaging.name')}
          required
          maxLength={100}
        />
        {channel === 'email' && (
          <FormTextField
            control={form.control}
            name="subject"
            label={t('messaging.subject')}
            maxLength={150}
          />
        )}
        <FormTextField
          control={form.control}
          name="text"
          label={t('messaging.text')}
          required
          multiline
          minRows={3}
          maxLength={1000}
          helperText={t('messaging.textHint')}
        />
        <Button
          type="submit"
          variant="contained"
          startIcon={<SendIcon />}
          disabled={send.isPending}
          sx={{ justifySelf: { xs: 'stretch', sm: 'start' } }}
        >
          {t('messaging.send')}
        </Button>
      </Box>
      <CampaignConfirmDialog
        campaign={ready}
        pending={send.isPending}
        onConfirm={confirm}
        onClose={() => {
          setReady(null);
        }}
      />
    </Paper>
  );
}
