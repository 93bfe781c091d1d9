import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ApplicationSummary } from '@cl/contracts';
import { paths } from '@/config/paths';
import { useApplication } from '../api/get-application';
import { ApplicationStatusChip } from '@/components/ui/application-status-chip';

/** After applying to an API lender: 'Sent to <lender>' and the status, kept up to date. */
export function ApplySent({ application }: { application: ApplicationSummary }) {
  const { t } = useTranslation('offers');
  const live = useApplication(application.publicId).data ?? application;
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Alert severity={live.status === 'rejected' ? 'error' : 'success'} sx={{ width: '100%' }}>
        {t('apply.sentTo', { lender: live.lenderName })}
      </Alert>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography>{t('applications.status')}:</Typography>
        <ApplicationStatusChip status={live.customerStatus} />
      </Stack>
      <Typography color="text.secondary">{t(`statusHelp.${live.customerStatus}`)}</Typography>
      {live.status === 'rejected' && live.reason && (
        <Typography>
          <strong>{t('applications.reason')}</strong> {live.reason}
        </Typography>
      )}
      <Button
        component={Link}
        to={paths.offers.lenderTransaction.getHref(live.lenderSlug)}
        variant="outlined"
        color="secondary"
      >
        {t('apply.trackStatus')}
      </Button>
    </Stack>
  );
}
