import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LenderPage } from '@cl/contracts';

interface LenderPageViewProps {
  page: LenderPage;
  /** earlysalary/declined: the declined state, with the lender's reason when it sent one. */
  declined?: { reason: string | null };
  /** The offer's terms (the route fills this with the offers feature's term list). */
  terms: ReactNode;
  actions: ReactNode;
}

/** The one template behind every lender page under /user (spec 2), fed by the lender's data. */
export function LenderPageView({ page, declined, terms, actions }: LenderPageViewProps) {
  const { t } = useTranslation('offers');
  const { offer } = page;

  return (
    <Stack spacing={3}>
      <Typography
        variant="h4"
        component="h1"
        sx={{ fontWeight: 700, wordBreak: 'break-word', fontSize: { xs: '1.625rem', sm: '2.125rem' } }}
      >
        {declined ? t('lenderPage.declinedTitle', { lender: offer.name }) : offer.name}
      </Typography>
      {declined && (
        <Alert severity="warning">
          <AlertTitle>{t('lenderPage.declinedBody', { lender: offer.name })}</AlertTitle>
          {declined.reason ? `${t('applications.reason')} ${declined.reason}` : t('lenderPage.noReasonYet')}
        </Alert>
      )}
      {offer.specialOffer && !declined && (
        <Alert severity="info" icon={false}>
          <strong>{t('offer.specialOffer')}</strong> {offer.specialOffer}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        {terms}
      </Paper>
      <Typography variant="body2" color="text.secondary">
        {t('lenderPage.lspNote', { lender: offer.name })}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        {actions}
      </Stack>
    </Stack>
  );
}
