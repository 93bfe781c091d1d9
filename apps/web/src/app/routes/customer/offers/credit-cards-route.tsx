import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { CenteredSpinner } from '@/components/ui/centered-spinner';
import { paths } from '@/config/paths';
import { useCreditCards } from '@/features/credit-cards/api/get-credit-cards';
import { useSession } from '@/features/session/api/get-session';
import { CreditCardList } from '@/features/credit-cards/components/credit-card-list';
import { useDocumentTitle } from '@/lib/document-title';
import { usePartnerHref } from '@/lib/partner-name';
import { PageContainer } from './page-container';
import { QueryError } from './query-error';
import { PageHeading } from '@/components/ui/page-heading';

export type CardKind = 'all' | 'unsecured' | 'secured';

const KINDS: { kind: CardKind; href: string }[] = [
  { kind: 'all', href: paths.offers.creditCards.getHref() },
  { kind: 'unsecured', href: paths.offers.cardsUnsecured.getHref() },
  { kind: 'secured', href: paths.offers.cardsSecured.getHref() },
];

/** spec 2 /credit-cards, /cards-unsecured, /cards-secured (public): active categories by sort order. */
export function CreditCardsRoute({ kind }: { kind: CardKind }) {
  const { t } = useTranslation('cards');
  useDocumentTitle(t(`pages.${kind}.title`));
  const navigate = useNavigate();
  const partnerHref = usePartnerHref();
  const cards = useCreditCards();
  const session = useSession();
  const shown = (cards.data ?? []).filter(
    (card) => kind === 'all' || (kind === 'secured' ? card.secured === 1 : card.secured === 0),
  );

  return (
    <PageContainer>
      <PageHeading>{t(`pages.${kind}.title`)}</PageHeading>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {t(`pages.${kind}.intro`)}
      </Typography>
      <Box component="nav" aria-label={t('kinds')} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', my: 3 }}>
        {KINDS.map((item) => (
          <Button
            key={item.kind}
            component={Link}
            to={partnerHref(item.href)}
            variant={item.kind === kind ? 'contained' : 'outlined'}
            color={item.kind === kind ? 'primary' : 'inherit'}
            aria-current={item.kind === kind ? 'page' : undefined}
            sx={{ borderColor: 'divider' }}
          >
            {t(`pages.${item.kind}.tab`)}
          </Button>
        ))}
      </Box>
      {cards.isPending ? (
        <CenteredSpinner />
      ) : cards.isError ? (
        <QueryError error={cards.error} onRetry={() => void cards.refetch()} />
      ) : (
        <CreditCardList
          cards={shown}
          customerId={session.isPending ? undefined : (session.data?.user.userId ?? null)}
          onSignIn={() => {
            void navigate(partnerHref(paths.customer.signIn.getHref()));
          }}
        />
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
        {t('disclaimer')}
      </Typography>
    </PageContainer>
  );
}
