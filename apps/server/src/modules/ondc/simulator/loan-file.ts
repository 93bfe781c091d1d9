import type { Applicant } from './lender-forms.ts';

// What a simulated lender remembers about one transaction: who applied (from its own form), the
// amount asked for, the order once confirmed, and what happened to the loan since.

export type ServicingEvent =
  | { kind: 'disbursed' }
  | { kind: 'instalment_paid'; instalment: number }
  | { kind: 'missed_emi'; instalment: number }
  | { kind: 'missed_emi_paid'; instalment: number }
  | { kind: 'pre_part_payment'; amountPaise: number }
  | { kind: 'foreclosure' };

export interface LoanFile {
  transactionId: string;
  applicant: Applicant;
  requestedPaise: number;
  orderId: string;
  /** When the loan was sanctioned (at confirm); instalments fall due monthly from the next month. */
  sanctionedAt?: string;
  events: ServicingEvent[];
}

/** The fulfilment state FIS12 reports for the loan's events so far. */
export function fulfilmentState(file: LoanFile): 'SANCTIONED' | 'DISBURSED' | 'COMPLETED' {
  if (file.events.some((event) => event.kind === 'foreclosure')) return 'COMPLETED';
  if (file.events.some((event) => event.kind === 'disbursed')) return 'DISBURSED';
  return 'SANCTIONED';
}

export const paidInstalments = (file: LoanFile): number =>
  file.events.filter((event) => event.kind === 'instalment_paid' || event.kind === 'missed_emi_paid').length;

export const prePaidPaise = (file: LoanFile): number =>
  file.events.reduce((sum, event) => sum + (event.kind === 'pre_part_payment' ? event.amountPaise : 0), 0);

/** The file a lender opens when its application form is submitted; the order id is the caller's. */
export function openLoanFile(
  transactionId: string,
  application: { applicant: Applicant; requestedPaise: number },
  orderId: string,
): LoanFile {
  return { transactionId, ...application, orderId, events: [] };
}
