import type { TFunction } from 'i18next';
import type { KfsDocument } from '@cl/contracts';
import { formatMoney, formatNumber } from '@/lib/format';

interface KfsRow {
  label: string;
  value: string;
}

const GST_LABEL = /^GST on processing fee \((\d+(?:\.\d+)?)%\)$/;

/**
 * The server labels up-front charges in English ('Processing fee', 'GST on processing fee (18%)');
 * the two it writes are shown in the page's language, anything else as it came.
 */
function chargeLabel(label: string, t: TFunction<'offers'>): string {
  if (label === 'Processing fee') return t('kfs.processingFee');
  const gst = GST_LABEL.exec(label);
  return gst?.[1] ? t('kfs.gstOnFee', { percent: gst[1] }) : label;
}

/**
 * The KFS as label/value rows, in the order RBI DLD 2025 lists its contents: amount, rate, tenure,
 * instalments, total interest, itemised up-front charges, net disbursed, APR, penal charges,
 * cooling-off, grievance contact. The PDF copy (apps/server/src/modules/offers/kfs-pdf-text.ts) keeps
 * the same rows, order and wording.
 */
export function kfsRows(kfs: KfsDocument, t: TFunction<'offers'>): KfsRow[] {
  return [
    { label: t('kfs.lender'), value: kfs.lenderName },
    { label: t('kfs.loanAmount'), value: formatMoney(kfs.loanAmount) },
    { label: t('kfs.rate'), value: t('kfs.rateValue', { rate: formatNumber(kfs.ratePercent) }) },
    { label: t('kfs.tenure'), value: t('kfs.months', { count: kfs.months }) },
    {
      label: t('kfs.instalments'),
      value: t('kfs.instalmentsValue', { count: kfs.instalments, emi: formatMoney(kfs.emi) }),
    },
    { label: t('kfs.totalInterest'), value: formatMoney(kfs.totalInterest) },
    ...kfs.upfrontCharges.map((charge) => ({
      label: chargeLabel(charge.label, t),
      value: formatMoney(charge.amount),
    })),
    { label: t('kfs.netDisbursed'), value: formatMoney(kfs.netDisbursed) },
    { label: t('kfs.totalRepayment'), value: formatMoney(kfs.totalRepayment) },
    { label: t('kfs.apr'), value: `${formatNumber(kfs.apr)}%` },
    { label: t('kfs.penalCharges'), value: kfs.penalCharges ?? t('offer.notPublished') },
    { label: t('kfs.coolingOff'), value: t('offer.days', { count: kfs.coolingOffDays }) },
    {
      label: t('kfs.grievance'),
      value: `${kfs.grievance.name}, ${kfs.grievance.email}, ${kfs.grievance.phone}`,
    },
    { label: t('kfs.version'), value: kfs.version },
  ];
}
