import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { CenteredSpinner } from '@/components/ui/centered-spinner';
import { paths } from '@/config/paths';
import { useApplication } from '@/features/applications/api/get-application';
import { StatusChip } from '@/components/ui/status-chip';
import { ContinueToLenderButton } from '@/features/applications/components/continue-to-lender-button';
import { offersKeys } from '@/features/offers/api/get-offers';
import { useDocumentTitle } from '@/lib/document-title';
import { PageContainer } from './page-container';
import { QueryError } from './query-error';
import { offersHrefFor, safeExternalUrl } from './links';
import { useSignedOutRedirect } from './use-signed-out-redirect';
import { PageHeading } from '@/components/ui/page-heading';
import { refreshAfterWrite } from '@/lib/query-refresh';

const publicId = z.uuid();

/**
 * spec 2 /user/lender-submit: the hand-off to a redirect lender. The application is recorded; the
 * customer confirms and continues on the lender's site through the link carrying our UTM values.
 */
export function LenderSubmitRoute() {
  const { t } = useTranslation('offers');
  useDocumentTitle(t('handoff.pageTitle'));
  const [params] = useSearchParams();
  const parsed = publicId.safeParse(params.get('application'));
  const application = useApplication(parsed.success ? parsed.data : null);
  const signedOut = useSignedOutRedirect(application.error);
  const queryClient = useQueryClient();
  // The offer cards show this application's status: after the hand-off they must say 'Submitted'.
  const refreshOffers = () => void refreshAfterWrite(queryClient, offersKeys.all);

  if (!parsed.success) {
    return (
      <PageContainer narrow>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <PageHeading>{t('handoff.pageTitle')}</PageHeading>
          <Alert severity="info">{t('handoff.selectOffer')}</Alert>
          <Button component={Link} to={paths.offers.offers.getHref()} variant="contained">
            {t('handoff.backToOffers')}
          </Button>
        </Stack>
      </PageContainer>
    );
  }
  if (signedOut || application.isPending) return <CenteredSpinner />;
  if (application.isError) {
    return (
      <PageContainer narrow>
        <QueryError error={application.error} onRetry={() => void application.refetch()} />
      </PageContainer>
    );
  }

  const data = application.data;
  // A hand-off link only for a redirect lender's application (never a network one, issue 17).
  const link = data.handoff === 'redirect' ? safeExternalUrl(data.redirectUrl) : null;
  return (
    <PageContainer narrow>
      <Stack spacing={2.5} sx={{ alignItems: 'flex-start' }}>
        <PageHeading>{t('handoff.title', { lender: data.lenderName })}</PageHeading>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography>{t('applications.status')}:</Typography>
          <StatusChip status={data.customerStatus} />
        </Stack>
        <Typography>{t('handoff.body', { lender: data.lenderName })}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t('handoff.reference', { reference: data.publicId })}
        </Typography>
        {link ? (
          <ContinueToLenderButton application={data} href={link} onContinued={refreshOffers} />
        ) : (
          <Alert severity="info">{t('handoff.noLink', { lender: data.lenderName })}</Alert>
        )}
        <Typography variant="body2" color="text.secondary">
          {t('handoff.privacy', { lender: data.lenderName })}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button
            component={Link}
            to={paths.offers.lenderTransaction.getHref(data.lenderSlug)}
            variant="outlined"
            color="secondary"
          >
            {t('apply.trackStatus')}
          </Button>
          <Button component={Link} to={offersHrefFor(data.product)} color="secondary">
            {t('handoff.backToOffers')}
          </Button>
        </Stack>
      </Stack>
    </PageContainer>
  );
}
