import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { Offer } from '@cl/contracts';
import { formatMoney } from '@/lib/format';
import { tenureText } from '../utils/lender-text';
import { aprText } from './offer-terms';

/**
 * The four figures a customer compares offers by (issue 13), visible without opening anything on a
 * 360 px phone: APR, EMI, amount and tenure, two by two.
 */
export function OfferKeyFigures({ offer }: { offer: Offer }) {
  const { t } = useTranslation('offers');
  const notPublished = t('offer.notPublished');
  const emi = offer.emiExample;
  const figures = [
    { label: t('offer.apr'), value: aprText(offer, t) ?? notPublished },
    {
      label: t('offer.keyEmi'),
      value: emi ? t('offer.emiPerMonth', { emi: formatMoney(emi.emi) }) : notPublished,
      note: emi ? t('offer.emiMonths', { months: emi.months }) : null,
    },
    { label: t('offer.amountUpTo'), value: formatMoney(offer.amount) },
    { label: t('offer.tenure'), value: offer.tenure ? tenureText(offer.tenure, t) : notPublished },
  ];
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1.5, m: 0 }}
    >
      {figures.map((figure) => (
        <Box key={figure.label} sx={{ minWidth: 0 }}>
          <Box component="dt" sx={{ color: 'text.secondary', fontSize: '0.8125rem', lineHeight: 1.3 }}>
            {figure.label}
          </Box>
          <Box component="dd" sx={{ m: 0, fontWeight: 700, fontSize: '1rem', overflowWrap: 'anywhere' }}>
            {figure.value}
            {figure.note && (
              <Box component="span" sx={{ display: 'block', fontWeight: 400, fontSize: '0.8125rem' }}>
                {figure.note}
              </Box>
            )}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
