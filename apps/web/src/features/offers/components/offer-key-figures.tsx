import { useTranslation } from 'react-i18next';
import type { Offer } from '@cl/contracts';
import { formatMoney } from '@/lib/format';
import { tenureText } from '../utils/lender-text';
import { aprText } from './offer-terms';
import './offer-card.css';

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
    <dl className="offer-figures">
      {figures.map((figure) => (
        <div key={figure.label}>
          <dt>{figure.label}</dt>
          <dd>
            {figure.value}
            {figure.note && <span className="offer-figures__note">{figure.note}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
