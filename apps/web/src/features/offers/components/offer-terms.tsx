import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Offer } from '@cl/contracts';
import { formatMoney, formatNumber } from '@/lib/format';
import { rateText, tenureText } from '../utils/lender-text';
import { TermList, type Term } from './term-list';

export function aprText(offer: Offer, t: TFunction<'offers'>): string | null {
  if (offer.aprMin === null) return null;
  if (offer.aprMax === null || offer.aprMax === offer.aprMin)
    return t('offer.aprSingle', { apr: formatNumber(offer.aprMin) });
  return t('offer.aprRange', { min: formatNumber(offer.aprMin), max: formatNumber(offer.aprMax) });
}

interface OfferTermsProps {
  offer: Offer;
  /** Replaces the 'amount up to' row (a lender page shows its whole range). */
  amount?: Term;
  /** Rows added at the end. */
  extra?: Term[];
  /** Leave out amount, tenure and APR: the offer card shows them as key figures above. */
  detailsOnly?: boolean;
}

/**
 * An offer's terms as RBI DLD 2025 asks to show them: amount, tenure, rate, APR, fees, an EMI
 * example, penal charges and the cooling-off period. Lender texts are shown as the lender wrote them.
 */
export function OfferTerms({ offer, amount, extra = [], detailsOnly = false }: OfferTermsProps) {
  const { t } = useTranslation('offers');
  const notPublished = t('offer.notPublished');
  const example = offer.emiExample;
  const keyFigures: Term[] = detailsOnly
    ? []
    : [
        amount ?? { label: t('offer.amountUpTo'), value: formatMoney(offer.amount) },
        { label: t('offer.tenure'), value: offer.tenure ? tenureText(offer.tenure, t) : notPublished },
      ];
  const terms: Term[] = [
    ...keyFigures,
    {
      label: t('offer.interestRate'),
      value: offer.interestRate ? rateText(offer.interestRate, t) : notPublished,
    },
    ...(detailsOnly ? [] : [{ label: t('offer.apr'), value: aprText(offer, t) ?? notPublished }]),
    { label: t('offer.processingFees'), value: offer.processingFees ?? notPublished },
    {
      label: t('offer.emiExample'),
      value: example
        ? t('offer.emiExampleValue', {
            emi: formatMoney(example.emi),
            amount: formatMoney(offer.amount),
            months: example.months,
            rate: formatNumber(example.ratePercent),
            apr: formatNumber(example.apr),
          })
        : notPublished,
    },
    { label: t('offer.penalCharges'), value: offer.penalCharges ?? notPublished },
    { label: t('offer.coolingOff'), value: t('offer.days', { count: offer.coolingOffDays }) },
    ...extra,
  ];
  return <TermList terms={terms} />;
}
