import type { LenderDto } from '@cl/contracts';
import type { LenderRow } from './lenders.repository.ts';

const decimal = (value: string | null): number | null => (value === null ? null : Number(value));

/** spec 3 Lender as the admin calls return it. */
export function toLenderDto(row: LenderRow, groupIds: number[]): LenderDto {
  return {
    lender_id: row.id,
    id: row.id,
    slug: row.slug,
    name: row.name,
    min_income: row.minIncome,
    max_income: row.maxIncome,
    min_age: row.minAge,
    max_age: row.maxAge,
    min_loan: row.minLoan,
    max_loan: row.maxLoan,
    ticket_class: row.ticketClass,
    credit_score_class: row.creditScoreClass,
    salaried: row.salaried,
    self_employed: row.selfEmployed,
    business: row.business,
    priority: row.priority,
    lender_status: row.lenderStatus,
    vendor_on: row.vendorOn,
    so_status: row.soStatus,
    so_text: row.soText,
    so_text_hi: row.soTextHi,
    so_date_start: row.soDateStart,
    so_date_end: row.soDateEnd,
    loan_amount_upto: row.loanAmountUpto,
    tenure: row.tenure,
    interest_rate: row.interestRate,
    apr_min: decimal(row.aprMin),
    apr_max: decimal(row.aprMax),
    processing_fees: row.processingFees,
    penal_charges: row.penalCharges,
    processing_fees_hi: row.processingFeesHi,
    penal_charges_hi: row.penalChargesHi,
    cooling_off_days: row.coolingOffDays,
    products: row.products,
    journey: row.journey,
    redirect_url: row.redirectUrl,
    lender_group_ids: groupIds,
    autosubmission: row.autosubmission,
    api: row.api,
  };
}
