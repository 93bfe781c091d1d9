import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ticketBody } from '@cl/contracts';
import { FormTextField } from '@/components/ui/form-text-field';
import { notify } from '@/lib/toast';
import { useCreateTicket, type TicketBody } from '../api/create-ticket';

export type TicketKind = TicketBody['kind'];

/** Issue 6 communication: a ticket form (tech-support or general-query) the admin team answers. */
export function TicketForm({ kind }: { kind: TicketKind }) {
  const { t } = useTranslation('partner');
  const create = useCreateTicket();
  const form = useForm<TicketBody>({
    resolver: zodResolver(ticketBody),
    defaultValues: { kind, subject: '', message: '' },
    mode: 'onTouched',
  });

  const submit = form.handleSubmit((body) => {
    create.mutate(body, {
      onSuccess: (ticket) => {
        notify('success', t('tickets.sent', { reference: ticket.reference }));
        form.reset({ kind, subject: '', message: '' });
      },
    });
  });

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        {t(`tickets.${kind}.formTitle`)}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {t(`tickets.${kind}.formHelp`)}
      </Typography>
      <Stack component="form" noValidate spacing={2} onSubmit={(event) => void submit(event)}>
        <FormTextField
          control={form.control}
          name="subject"
          label={t('tickets.subject')}
          required
          maxLength={150}
        />
        <FormTextField
          control={form.control}
          name="message"
          label={t('tickets.message')}
          helperText={t(`tickets.${kind}.messageHelp`)}
          required
          multiline
          minRows={5}
          maxLength={3000}
        />
        <Stack direction="row" spacing={1.5}>
          <Button type="submit" variant="contained" size="large" disabled={create.isPending}>
            {t('tickets.submit')}
          </Button>
          <Button
            type="button"
            color="secondary"
            size="large"
            onClick={() => {
              form.reset({ kind, subject: '', message: '' });
            }}
          >
            {t('tickets.reset')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
