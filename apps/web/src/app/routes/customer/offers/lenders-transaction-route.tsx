import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { CenteredSpinner } from '@/components/ui/centered-spinner';
import { paths } from '@/config/paths';
import { useApplications } from '@/features/applications/api/get-applications';
import { ApplicationStatusChip } from '@/features/applications/components/application-status-chip';
import { ApplicationStatusTable } from '@/features/applications/components/application-status-table';
import { ApplicationTimeline } from '@/features/applications/components/application-timeline';
import { useDocumentTitle } from '@/lib/document-title';
import { offersHrefFor, safeExternalUrl } from './links';
import { PageContainer } from './page-container';
import { QueryError } from './query-error';
import { useSignedOutRedirect } from './use-signed-out-redirect';
import { PageHeading } from '@/components/ui/page-heading';

/** spec 2 /user/lenders-transaction/:lender: where the customer's application to one lender stands. */
export function LendersTransactionRoute() {
  const { t } = useTranslation('offers');
  const { lender = '' } = useParams();
  const applications = useApplications();
  const signedOut = useSignedOutRedirect(applications.error);
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

  const link = latest.status === 'submitted' ? safeExternalUrl(latest.redirectUrl) : null;
  return (
    <PageContainer narrow>
      <Stack spacing={3}>
        <PageHeading>{t('transaction.title', { lender: latest.lenderName })}</PageHeading>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
            <Typography>{t('applications.status')}:</Typography>
            <ApplicationStatusChip status={latest.status} />
          </Stack>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t(`statusHelp.${latest.status}`)}
          </Typography>
          <ApplicationTimeline application={latest} />
        </Paper>
        {link && (
          <Button
            component="a"
            href={link}
            target="_blank"
            rel="noopener noreferrer"
            variant="contained"
            size="large"
            endIcon={<OpenInNew />}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('handoff.continue', { lender: latest.lenderName })}
          </Button>
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
