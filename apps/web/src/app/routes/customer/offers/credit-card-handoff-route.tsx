import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CenteredSpinner } from '@/components/ui/centered-spinner';
import { paths } from '@/config/paths';
import { useCreditCards } from '@/features/credit-cards/api/get-credit-cards';
import { useSession } from '@/features/session/api/get-session';
import { CreditCardList } from '@/features/credit-cards/components/credit-card-list';
import { latestCardChoice } from '@/features/credit-cards/utils/card-link';
import { useDocumentTitle } from '@/lib/document-title';
import { PageContainer } from './page-container';
import { QueryError } from './query-error';
import { PageHeading } from '@/components/ui/page-heading';

/**
 * spec 2 /user/credit-card: the signed-in customer's card hand-off. The card chosen before signing
 * in (CCDetails cookie, spec 3) comes first; its Apply link carries a
 * reference issued for the click (docs/decisions/013), never the customer's id.
 */
export function CreditCardHandoffRoute() {
  const { t } = useTranslation('cards');
  useDocumentTitle(t('handoff.title'));
  const navigate = useNavigate();
  const session = useSession();
  const cards = useCreditCards();
  const [choice] = useState(latestCardChoice);
  const signedOut = session.isSuccess && session.data === null;

  useEffect(() => {
    if (signedOut) void navigate(paths.customer.signIn.getHref(), { replace: true }); // spec 4
  }, [signedOut, navigate]);

  if (signedOut || session.isPending || cards.isPending) return <CenteredSpinner />;
  const error = cards.error ?? session.error;
  if (error) {
    return (
      <PageContainer>
        <QueryError
          error={error}
          onRetry={() => {
            void cards.refetch();
            void session.refetch();
          }}
        />
      </PageContainer>
    );
  }

  const all = cards.data ?? [];
  const chosen = choice ? all.filter((card) => card.category_id === choice.category_id) : [];
  const others = all.filter((card) => !chosen.includes(card));
  const customerId = session.data?.user.userId ?? null;
  return (
    <PageContainer>
      <PageHeading>{t('handoff.title')}</PageHeading>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {t('handoff.intro')}
      </Typography>
      {chosen.length > 0 && (
        <Box sx={{ mb: 4 }}>
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('handoff.chosen', { name: chosen[0]?.category_name ?? '' })}
          </Alert>
          <CreditCardList cards={chosen} customerId={customerId} onSignIn={() => undefined} />
        </Box>
      )}
      {chosen.length > 0 && (
        <Typography variant="h5" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
          {t('handoff.others')}
        </Typography>
      )}
      <CreditCardList cards={others} customerId={customerId} onSignIn={() => undefined} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
        {t('disclaimer')}
      </Typography>
    </PageContainer>
  );
}
