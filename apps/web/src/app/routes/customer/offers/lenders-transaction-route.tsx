import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { CenteredSpinner } from '@/components/ui/centered-spinner';
import { paths } from '@/config/paths';
import { useApplications } from '@/features/applications/api/get-applications';
import { StatusChip } from '@/components/ui/status-chip';
import { ApplicationStatusTable } from '@/features/applications/components/application-status-table';
import { ApplicationTimeline } from '@/features/applications/components/application-timeline';
import { ContinueToLenderButton } from '@/features/applications/components/continue-to-lender-button';
import { NetworkApplicationStep } from '@/features/applications/components/network-application-step';
import { offersKeys } from '@/features/offers/api/get-offers';
import { useDocumentTitle } from '@/lib/document-title';
import { offersHrefFor, safeExternalUrl } from './links';
import { PageContainer } from './page-container';
import { QueryError } from './query-error';
import { useSignedOutRedirect } from './use-signed-out-redirect';
import { PageHeading } from '@/components/ui/page-heading';
import { refreshAfterWrite } from '@/lib/query-refresh';

/** spec 2 /user/lenders-transaction/:lender: where the customer's application to one lender stands. */
export function LendersTransactionRoute() {
  const { t } = useTranslation('offers');
  const { lender = '' } = useParams();
  const applications = useApplications();
  const signedOut = useSignedOutRedirect(applications.error);
  const queryClient = useQueryClient();
  const refreshOffers = () => void refreshAfterWrite(queryClient, offersKeys.all);
  const mine = (applications.data ?? []).filter((application) => application.lenderSlug === lender);
  const [latest, ...earlier] = mine;
  useDocumentTitle(t('transaction.pageTitle', { lender: latest?.lenderName ?? lender }));

  if (signedOut || applications.isPending) return <CenteredSpinner />;
  if (applications.isError) {
    return (
      <PageContainer narrow>
        <QueryError error={applications.error} onRetry={() => void applications.refetch()} />
      </PageContainer>
    );
  }
  if (!latest) {
    return (
      <PageContainer narrow>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <PageHeading>{t('transaction.noneTitle')}</PageHeading>
          <Typography color="text.secondary">{t('handoff.selectOffer')}</Typography>
          <Button component={Link} to={paths.offers.offers.getHref()} variant="contained">
            {t('handoff.backToOffers')}
          </Button>
        </Stack>
      </PageContainer>
    );
  }

  // The hand-off stays open until the lender has decided: before it is followed, and after (to go back).
  // Only a redirect lender's application has a hand-off; a network one (issue 17) goes on here.
  const link =
    latest.handoff === 'redirect' && (latest.status === 'created' || latest.status === 'submitted')
      ? safeExternalUrl(latest.redirectUrl)
      : null;
  return (
    <PageContainer narrow>
      <Stack spacing={3}>
        <PageHeading>{t('transaction.title', { lender: latest.lenderName })}</PageHeading>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
            <Typography>{t('applications.status')}:</Typography>
            <StatusChip status={latest.customerStatus} />
          </Stack>
          {/* A network lender's form due says itself what comes next (issue 17). */}
          {!latest.network?.formDue && (
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {t(`statusHelp.${latest.customerStatus}`)}
            </Typography>
          )}
          <Box sx={{ mb: 2 }}>
            <NetworkApplicationStep application={latest} />
          </Box>
          <ApplicationTimeline application={latest} />
        </Paper>
        {link && (
          <Box sx={{ alignSelf: 'flex-start' }}>
            <ContinueToLenderButton application={latest} href={link} onContinued={refreshOffers} />
          </Box>
        )}
        {earlier.length > 0 && (
          <>
            <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
              {t('transaction.earlier')}
            </Typography>
            <ApplicationStatusTable applications={earlier} />
          </>
        )}
        <Button
          component={Link}
          to={offersHrefFor(latest.product)}
          color="secondary"
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('handoff.backToOffers')}
        </Button>
      </Stack>
    </PageContainer>
  );
}
