import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Offer } from '@cl/contracts';
import { NetworkOfferLinks } from './network-offer-links';
import { OfferApplied } from './offer-applied';
import { OfferKeyFigures } from './offer-key-figures';
import { OfferTerms } from './offer-terms';

interface OfferCardProps {
  offer: Offer;
  /** 1-based place in the published ranking (whatever order the customer sorted the page in). */
  rank: number;
  onOpenKfs: (offer: Offer) => void;
  onApply: (offer: Offer) => void;
}

/**
 * One matching offer with what RBI DLD 2025 asks to show: lender, amount, tenure, APR and EMI up
 * front (issue 13: readable on a 360 px phone without opening anything), then rate, fees, penal
 * charges, cooling-off and the hand-off behind "Details", and the KFS. A special offer is shown as
 * the lender states it, without countdowns or urgency. An application that holds a new one
 * replaces Apply (the server's de-dupe refusal stays the guard). A network lender's offer (issue 17)
 * is applied for the same way: its KFS acknowledged, then the lender's own forms in our pages.
 */
export function OfferCard({ offer, rank, onOpenKfs, onApply }: OfferCardProps) {
  const { t } = useTranslation('offers');
  const [open, setOpen] = useState(false);
  const detailsId = `offer-details-${offer.slug}`;
  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={`offer-${offer.slug}`}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flex: 1, pb: 0 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}>
          <Typography id={`offer-${offer.slug}`} variant="h6" component="h3" sx={{ fontWeight: 700 }}>
            {offer.name}
          </Typography>
          <Typography
            variant="overline"
            color="text.secondary"
            sx={{ whiteSpace: 'nowrap', lineHeight: 1.5 }}
          >
            {t('offer.rank', { rank })}
          </Typography>
        </Stack>
        {offer.specialOffer && (
          <Alert severity="info" icon={false} sx={{ mt: 1, py: 0 }}>
            <strong>{t('offer.specialOffer')}</strong> {offer.specialOffer}
          </Alert>
        )}
        <Box sx={{ mt: 1.5 }}>
          <OfferKeyFigures offer={offer} />
        </Box>
        <Button
          size="small"
          color="secondary"
          sx={{ mt: 1, ml: -1 }}
          aria-expanded={open}
          aria-controls={detailsId}
          aria-label={t('offer.detailsFor', { lender: offer.name })}
          endIcon={open ? <ExpandLess /> : <ExpandMore />}
          onClick={() => {
            setOpen((value) => !value);
          }}
        >
          {t('offer.details')}
        </Button>
        <Collapse in={open}>
          <Box id={detailsId} sx={{ pt: 1, pb: 1 }}>
            <OfferTerms offer={offer} detailsOnly />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
              {offer.network
                ? t('offer.handoffNetwork', { lender: offer.name })
                : offer.handoff === 'api'
                  ? t('offer.handoffApi', { lender: offer.name })
                  : t('offer.handoffRedirect', { lender: offer.name })}
              {offer.creditScoreUnknown && ` ${t('offer.creditScoreUnknown')}`}
            </Typography>
            <NetworkOfferLinks offer={offer} />
          </Box>
        </Collapse>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, pt: 1, gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
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
        {offer.application ? (
          <OfferApplied offer={offer} application={offer.application} />
        ) : (
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
        )}
      </CardActions>
    </Card>
  );
}
