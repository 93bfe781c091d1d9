import type { TFunction } from 'i18next';

// Lenders' terms are free text (spec 3: interest_rate such as '18% To 28%'). The two common shapes
// are shown in the page's language; anything else, and every fee or penalty text, stays exactly as
// the lender wrote it (those are the lender's own terms, not ours to reword).
const MONTHS = /^(\d+)\s*(?:to|-)\s*(\d+)\s*months?$/i;
const YEARS = /^(\d+)\s*(?:to|-)\s*(\d+)\s*years?$/i;
const RATE = /^(\d+(?:\.\d+)?)\s*%\s*(?:to|-)\s*(\d+(?:\.\d+)?)\s*%$/i;

export function tenureText(text: string, t: TFunction<'offers'>): string {
  const months = MONTHS.exec(text.trim());
  if (months) return t('offer.tenureMonths', { min: months[1], max: months[2] });
  const years = YEARS.exec(text.trim());
  if (years) return t('offer.tenureYears', { min: years[1], max: years[2] });
  return text;
}

export function rateText(text: string, t: TFunction<'offers'>): string {
  const rate = RATE.exec(text.trim());
  return rate ? t('offer.rateRange', { min: rate[1], max: rate[2] }) : text;
}
