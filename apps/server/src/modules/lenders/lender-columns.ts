import type { LenderPropertyUpdate } from '@cl/contracts';
import type { LenderInsert } from './lenders.repository.ts';

/** The column a spec 3 property name writes, with the value in the column's type. */
export function lenderColumnUpdate(
  update: Exclude<LenderPropertyUpdate, { property: 'lender_group_ids' }>,
): Partial<LenderInsert> {
  switch (update.property) {
    case 'name':
      return { name: update.value };
    case 'min_income':
      return { minIncome: update.value };
    case 'max_income':
      return { maxIncome: update.value };
    case 'min_age':
      return { minAge: update.value };
    case 'max_age':
      return { maxAge: update.value };
    case 'min_loan':
      return { minLoan: update.value };
    case 'max_loan':
      return { maxLoan: update.value };
    case 'loan_amount_upto':
      return { loanAmountUpto: update.value };
    case 'ticket_class':
      return { ticketClass: update.value };
    case 'credit_score_class':
      return { creditScoreClass: update.value };
    case 'priority':
      return { priority: update.value };
    case 'salaried':
      return { salaried: update.value };
    case 'self_employed':
      return { selfEmployed: update.value };
    case 'business':
      return { business: update.value };
    case 'lender_status':
      return { lenderStatus: update.value };
    case 'vendor_on':
      return { vendorOn: update.value };
    case 'so_status':
      return { soStatus: update.value };
    case 'autosubmission':
      return { autosubmission: update.value };
    case 'api':
      return { api: update.value };
    case 'so_text':
      return { soText: update.value };
    case 'so_date_start':
      return { soDateStart: update.value };
    case 'so_date_end':
      return { soDateEnd: update.value };
    case 'tenure':
      return { tenure: update.value };
    case 'interest_rate':
      return { interestRate: update.value };
    case 'processing_fees':
      return { processingFees: update.value };
    case 'penal_charges':
      return { penalCharges: update.value };
    case 'so_text_hi':
      return { soTextHi: update.value };
    case 'processing_fees_hi':
      return { processingFeesHi: update.value };
    case 'penal_charges_hi':
      return { penalChargesHi: update.value };
    case 'apr_min':
      return { aprMin: update.value === null ? null : update.value.toFixed(2) };
    case 'apr_max':
      return { aprMax: update.value === null ? null : update.value.toFixed(2) };
    case 'cooling_off_days':
      return { coolingOffDays: update.value };
    case 'products':
      return { products: update.value };
    case 'journey':
      return { journey: update.value };
    case 'redirect_url':
      return { redirectUrl: update.value };
  }
}
