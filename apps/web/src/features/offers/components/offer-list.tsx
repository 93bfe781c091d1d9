import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Offer } from '@cl/contracts';
import { applyOfferView, hasFilters, type OfferView } from '../utils/offer-view';
import { OfferCard } from './offer-card';
import { OfferViewControls } from './offer-view-controls';

interface OfferListProps {
  /** In the published ranking's order, as the server sends them. */
  offers: Offer[];
  view: OfferView;
  onViewChange: (change: Partial<OfferView>) => void;
  onOpenKfs: (offer: Offer) => void;
  onApply: (offer: Offer) => void;
}

/**
 * The matching offers in the customer's chosen order and filters (issue 13), each card keeping its
 * place in the published ranking. How many offers the filters hide is always said; the unmatched
 * lenders are another list that no filter touches.
 */
export function OfferList({ offers, view, onViewChange, onOpenKfs, onApply }: OfferListProps) {
  const { t } = useTranslation('offers');
  const { shown, hidden } = applyOfferView(offers, view);
  const clear = () => {
    onViewChange({ maxApr: null, minAmount: null, handoff: null });
  };
  return (
    <>
      <OfferViewControls view={view} onChange={onViewChange} />
      <Box aria-live="polite" sx={{ mt: 1.5, mb: 2 }}>
        {view.sort !== 'ranking' && (
          <Typography variant="body2" color="text.secondary">
            {t('view.sortedNote')}
          </Typography>
        )}
        {hasFilters(view) && (
          <Alert
            severity={hidden > 0 ? 'info' : 'success'}
            icon={false}
            sx={{ mt: 1, py: 0 }}
            action={
              <Button color="inherit" size="small" onClick={clear}>
                {t('view.clear')}
              </Button>
            }
          >
            {hidden > 0 && `${t('view.hidden', { count: hidden })} `}
            {t('view.unmatchedKept')}
          </Alert>
        )}
      </Box>
      {shown.length === 0 ? (
        <Typography color="text.secondary">{t('view.noneShown')}</Typography>
      ) : (
        <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {shown.map(({ offer, rank }) => (
            <Grid key={offer.lenderId} size={{ xs: 12, md: 6, lg: 4 }} component="li">
              <OfferCard offer={offer} rank={rank} onOpenKfs={onOpenKfs} onApply={onApply} />
            </Grid>
          ))}
        </Grid>
      )}
    </>
  );
}
