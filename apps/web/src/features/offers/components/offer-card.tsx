import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import { useTranslation } from 'react-i18next';
import type { Offer } from '@cl/contracts';
import { OfferTerms } from './offer-terms';

interface OfferCardProps {
  offer: Offer;
  /** 1-based place in the published ranking. */
  rank: number;
  onOpenKfs: (offer: Offer) => void;
  onApply: (offer: Offer) => void;
}

/**
 * One matching offer with what RBI DLD 2025 asks to show: lender, amount, tenure, rate, APR, EMI,
 * fees, penal charges, cooling-off and the KFS. A special offer is shown as the lender states it,
 * without countdowns or urgency.
 */
export function OfferCard({ offer, rank, onOpenKfs, onApply }: OfferCardProps) {
  const { t } = useTranslation('offers');
  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={`offer-${offer.slug}`}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flex: 1 }}>
        <Typography variant="overline" color="text.secondary">
          {t('offer.rank', { rank })}
        </Typography>
        <Typography id={`offer-${offer.slug}`} variant="h6" component="h3" sx={{ fontWeight: 700, mb: 1.5 }}>
          {offer.name}
        </Typography>
        {offer.specialOffer && (
          <Alert severity="info" icon={false} sx={{ mb: 2 }}>
            <strong>{t('offer.specialOffer')}</strong> {offer.specialOffer}
          </Alert>
        )}
        <OfferTerms offer={offer} />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {offer.handoff === 'api'
            ? t('offer.handoffApi', { lender: offer.name })
            : t('offer.handoffRedirect', { lender: offer.name })}
          {offer.creditScoreUnknown && ` ${t('offer.creditScoreUnknown')}`}
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        <Button
          color="secondary"
          startIcon={<DescriptionOutlined />}
          onClick={() => {
            onOpenKfs(offer);
          }}
          aria-label={t('offer.kfsFor', { lender: offer.name })}
        >
          {t('offer.kfs')}
        </Button>
        <Button
          variant="contained"
          size="large"
          sx={{ ml: { sm: 'auto !important' }, minWidth: 120, width: { xs: '100%', sm: 'auto' } }}
          onClick={() => {
            onApply(offer);
          }}
          aria-label={t('offer.applyTo', { lender: offer.name })}
        >
          {t('offer.apply')}
        </Button>
      </CardActions>
    </Card>
  );
}
