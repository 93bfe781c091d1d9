import {
  GST_PERCENT,
  KFS_CHARGE_LABELS,
  parseProcessingFee,
  repaymentSummary,
  roundToPaise,
  type KfsDocument,
  type LanguageCode,
  serverMessage,
} from '@cl/contracts';
import { badRequest } from '../../lib/app-error.ts';
import { inLanguage } from '../../lib/localized-text.ts';
import type { LenderRow } from '../lenders/lenders.repository.ts';
import { exampleTenure, kfsVersionOf, parseRateRange } from './lender-terms.ts';

export interface Grievance {
  name: string;
  email: string;
  phone: string;
}

/**
 * The Key Fact Statement for an amount and tenure (RBI DLD 2025 via REGULATION.md): computed at the
 * lender's lowest published rate, with the worst-case processing fee itemised with GST.
 */
export function buildKfs(
  lender: LenderRow,
  amount: number,
  months: number | undefined,
  grievance: Grievance,
  language: LanguageCode,
  now = new Date(),
): KfsDocument {
  const rate = parseRateRange(lender.interestRate);
  if (!rate) throw badRequest(serverMessage('rateNotPublished'));
  const tenure = months ?? exampleTenure(lender.tenure, lender.products);
  const fee = lender.processingFees ? parseProcessingFee(lender.processingFees) : null;
  const base = fee ? roundToPaise((amount * fee.percent) / 100 + fee.flat) : 0;
  const gst = fee ? roundToPaise((base * fee.gstPercent) / 100) : 0;
  if (base + gst >= amount) throw badRequest(serverMessage('chargesExceedAmount'));
  const summary = repaymentSummary({
    principal: amount,
    annualRatePercent: rate.min,
    months: tenure,
    upfrontFees: base + gst,
  });
  return {
    version: kfsVersionOf(lender),
    lenderName: lender.name,
    loanAmount: amount,
    ratePercent: rate.min,
    months: tenure,
    instalments: summary.instalments,
    emi: summary.emi,
    totalInterest: summary.totalInterest,
    upfrontCharges: [
      { label: KFS_CHARGE_LABELS.processingFee, amount: base },
      { label: KFS_CHARGE_LABELS.gstOnFee(fee?.gstPercent ?? GST_PERCENT), amount: gst },
    ],
    netDisbursed: summary.netDisbursed,
    totalRepayment: summary.totalRepayment,
    apr: summary.apr,
    penalCharges: inLanguage(lender.penalCharges, lender.penalChargesHi, language),
    coolingOffDays: lender.coolingOffDays,
    grievance,
    generatedAt: now.toISOString(),
  };
}
