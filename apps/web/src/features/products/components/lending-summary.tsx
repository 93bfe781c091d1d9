import { useTranslation } from 'react-i18next';
import { LENDING } from '@cl/contracts';
import { formatMoney, formatNumber } from '@/lib/format';
import { CheckIcon } from './product-icons';
import './products.css';

/**
 * spec 9 lending text: ₹1,000 to ₹10,00,000; 10.99% to 36%; 1 to 60 months; household income
 * declared from ₹3,00,000 a year (en-IN figures).
 */
export function LendingSummary() {
  const { t } = useTranslation('products');
  const lines = [
    t('lending.amount', { min: formatMoney(LENDING.loanMin), max: formatMoney(LENDING.loanMax) }),
    t('lending.rate', { min: formatNumber(LENDING.rateMin), max: formatNumber(LENDING.rateMax) }),
    t('lending.tenure', { min: LENDING.termMinMonths, max: LENDING.termMaxMonths }),
    t('lending.incomeDeclaration', { amount: formatMoney(LENDING.householdIncomeDeclarationPerYear) }),
    t('free'),
  ];
  return (
    <ul className="cl-summary">
      {lines.map((line) => (
        <li key={line} className="cl-summary__line">
          <CheckIcon />
          <p className="cl-summary__text">{line}</p>
        </li>
      ))}
    </ul>
  );
}
