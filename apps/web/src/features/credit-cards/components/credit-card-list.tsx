import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { CreditCard } from '@cl/contracts';
import { CreditCardItem } from './credit-card-item';

interface CreditCardListProps {
  cards: CreditCard[];
  customerId: number | null | undefined;
  onSignIn: () => void;
}

/** Card categories in sort order; spec 8 'No data found' when there are none. */
export function CreditCardList({ cards, customerId, onSignIn }: CreditCardListProps) {
  const { t } = useTranslation('cards');
  if (cards.length === 0) return <Typography color="text.secondary">{t('noData')}</Typography>;
  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {cards.map((card) => (
        <Grid key={card.category_id} size={{ xs: 12, sm: 6, lg: 4 }} component="li">
          <CreditCardItem card={card} customerId={customerId} onSignIn={onSignIn} />
        </Grid>
      ))}
    </Grid>
  );
}
