import type { TFunction } from 'i18next';
import { LENDER_JOURNEYS, LENDER_PRODUCTS, type LenderProduct } from '@cl/contracts';
import { formatMoney } from '@/lib/format';
import type { LenderPage } from '@cl/contracts';

const isProduct = (value: string): value is LenderProduct => LENDER_PRODUCTS.some((p) => p === value);
const isJourney = (value: string): value is (typeof LENDER_JOURNEYS)[number] =>
  LENDER_JOURNEYS.some((j) => j === value);

interface TermText {
  label: string;
  value: string;
}

/** What a lender page shows beyond an offer's terms: its whole loan range, loan types, journey. */
export function lenderPageTerms(
  page: LenderPage,
  t: TFunction<'offers'>,
): { amount: TermText; extra: TermText[] } {
  const amount =
    page.minLoan !== null && page.maxLoan !== null
      ? t('lenderPage.amountRange', { min: formatMoney(page.minLoan), max: formatMoney(page.maxLoan) })
      : formatMoney(page.offer.amount);
  const products = page.products.map((p) => (isProduct(p) ? t(`lenderPage.products.${p}`) : p)).join(', ');
  const journey = isJourney(page.journey) ? t(`lenderPage.journey.${page.journey}`) : page.journey;
  return {
    amount: { label: t('lenderPage.amount'), value: amount },
    extra: [
      { label: t('lenderPage.productsLabel'), value: products },
      { label: t('lenderPage.journeyLabel'), value: journey },
    ],
  };
}
