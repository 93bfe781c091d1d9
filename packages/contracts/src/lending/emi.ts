// Loan maths shared by the web calculator and the server's offers (spec 9: ₹, terms, rates).
// REGULATION (RBI DLD 2025, KFS): show EMI, total interest, up-front charges, net disbursed amount
// and APR, so a low headline rate cannot hide fees. Amounts are rupees; money is rounded to the
// paisa only when returned, never in the middle of a calculation.

export const GST_PERCENT = 18;
export const MAX_TENURE_MONTHS = 360;

export interface ProcessingFeeTerms {
  /** Percent of the principal, before GST. */
  percent?: number;
  /** Fixed rupees, before GST. */
  flat?: number;
  /** Defaults to GST_PERCENT; 0 when the fee is quoted inclusive of GST. */
  gstPercent?: number;
}

export interface RepaymentInput {
  principal: number;
  annualRatePercent: number;
  months: number;
  /** Everything deducted before disbursal (processing fee with GST, stamp duty ...), in rupees. */
  upfrontFees: number;
  /** Adds the month-by-month amortisation schedule. */
  includeSchedule?: boolean;
}

export interface ScheduleRow {
  instalment: number;
  payment: number;
  interest: number;
  principal: number;
  balance: number;
}

export interface RepaymentSummary {
  /** Rounded to the rupee, for display. */
  emi: number;
  /** Unrounded; every total below is computed from it. */
  emiExact: number;
  instalments: number;
  totalInterest: number;
  totalRepayment: number;
  upfrontFees: number;
  netDisbursed: number;
  /** Annual percent, 2 decimals: the monthly IRR of the cash flows times 12. */
  apr: number;
  schedule?: ScheduleRow[];
}

/** Rounds money to the paisa; the nudge stops 1.005 (stored as 1.00499…) rounding down, + 0 turns −0 into 0. */
export function roundToPaise(value: number): number {
  return Math.round(value * 100 * (1 + 2 * Number.EPSILON)) / 100 + 0;
}

/** `message` is written only when the check fails: the offers call checks every lender's loan (issue 16). */
function check(ok: boolean, message: () => string): void {
  if (!ok) throw new RangeError(message());
}

function validateLoan(principal: number, annualRatePercent: number, months: number): void {
  check(
    Number.isFinite(principal) && principal > 0,
    () => `principal must be a positive amount, got ${principal}`,
  );
  check(
    Number.isFinite(annualRatePercent) && annualRatePercent >= 0,
    () => `annualRatePercent must be 0 or more, got ${annualRatePercent}`,
  );
  check(
    Number.isInteger(months) && months >= 1 && months <= MAX_TENURE_MONTHS,
    () => `months must be a whole number from 1 to ${MAX_TENURE_MONTHS}, got ${months}`,
  );
}

/** Present value of `months` payments of `payment` at monthly rate `r`. */
function annuityValue(payment: number, r: number, months: number): number {
  return r === 0 ? payment * months : (payment * (1 - (1 + r) ** -months)) / r;
}

/** Reducing-balance EMI, unrounded: P·r·(1+r)^n / ((1+r)^n − 1) with r the monthly rate. */
export function emiExact(principal: number, annualRatePercent: number, months: number): number {
  validateLoan(principal, annualRatePercent, months);
  const r = annualRatePercent / 1200;
  if (r === 0) return principal / months;
  const growth = (1 + r) ** months;
  return (principal * r * growth) / (growth - 1);
}

/** EMI rounded to the rupee, as lenders and the calculator display it. */
export function emi(principal: number, annualRatePercent: number, months: number): number {
  return Math.round(emiExact(principal, annualRatePercent, months));
}

/** The slope of annuityValue in the rate (its limit at a rate of 0). */
function annuitySlope(payment: number, r: number, months: number): number {
  if (r === 0) return (-payment * months * (months + 1)) / 2;
  const discount = (1 + r) ** -months;
  return (payment * ((months * discount) / (1 + r) - (1 - discount) / r)) / r;
}

/**
 * Monthly internal rate of return of +netDisbursed now and −payment for `months` months: the one
 * rate ≥ `from` (a rate whose present value is at least netDisbursed, the loan's own) where the
 * present value falls to netDisbursed. Newton's method, kept inside a bracket that bisection
 * narrows whenever a step would leave it; the value falls and bends upward as the rate rises, so
 * steps from below stay below the root and a handful reach it (issue 16: bisection took ~50).
 */
function monthlyIrr(netDisbursed: number, payment: number, months: number, from: number): number {
  if (payment * months <= netDisbursed) return 0;
  let low = from;
  let high = Math.max(2 * from, 1e-3);
  while (annuityValue(payment, high, months) > netDisbursed) high *= 2;
  let r = low;
  for (let i = 0; i < 200 && high - low > 1e-15; i++) {
    const excess = annuityValue(payment, r, months) - netDisbursed;
    if (excess === 0) return r;
    if (excess > 0) low = r;
    else high = r;
    const next = r - excess / annuitySlope(payment, r, months);
    const step = Math.abs(next - r);
    r = next > low && next < high ? next : (low + high) / 2;
    if (step <= 1e-16 * Math.max(1, r)) return r;
  }
  return r;
}

function amortisationSchedule(
  principal: number,
  annualRatePercent: number,
  payment: number,
  months: number,
): ScheduleRow[] {
  // Rows are differences of rounded running totals (paid, principal repaid), so the columns add up
  // exactly to the summary's totals (a KFS whose schedule disagrees with its totals invites
  // complaints), no rounding drift builds up over long tenures, and the balance never rises.
  // A row's payment may differ from the EMI by a paisa.
  const r = annualRatePercent / 1200;
  const rows: ScheduleRow[] = [];
  let balance = principal;
  let shown = { paid: 0, repaid: 0 };
  for (let instalment = 1; instalment <= months; instalment++) {
    balance -= payment - balance * r;
    const next = {
      paid: roundToPaise(payment * instalment),
      repaid: instalment === months ? principal : roundToPaise(principal - balance),
    };
    const rowPayment = roundToPaise(next.paid - shown.paid);
    const rowPrincipal = roundToPaise(next.repaid - shown.repaid);
    shown = next;
    rows.push({
      instalment,
      payment: rowPayment,
      interest: roundToPaise(rowPayment - rowPrincipal),
      principal: rowPrincipal,
      balance: roundToPaise(principal - next.repaid),
    });
  }
  return rows;
}

/**
 * What a KFS shows for one loan (RBI DLD 2025, KFS): EMI, totals, net disbursed and APR. APR is the
 * monthly IRR of the customer's cash flows × 12, the KFS convention, so fees push it above the rate.
 */
export function repaymentSummary(input: RepaymentInput): RepaymentSummary {
  const { principal, annualRatePercent, months, upfrontFees } = input;
  const payment = emiExact(principal, annualRatePercent, months);
  check(
    Number.isFinite(upfrontFees) && upfrontFees >= 0 && upfrontFees < principal,
    () => `upfrontFees must be from 0 to less than the principal, got ${upfrontFees}`,
  );
  const netDisbursed = principal - upfrontFees;
  const totalRepayment = payment * months;
  const summary: RepaymentSummary = {
    emi: Math.round(payment),
    emiExact: payment,
    instalments: months,
    totalInterest: roundToPaise(totalRepayment - principal),
    totalRepayment: roundToPaise(totalRepayment),
    upfrontFees: roundToPaise(upfrontFees),
    netDisbursed: roundToPaise(netDisbursed),
    apr: Math.round(monthlyIrr(netDisbursed, payment, months, annualRatePercent / 1200) * 1200 * 100) / 100,
  };
  if (input.includeSchedule) {
    summary.schedule = amortisationSchedule(principal, annualRatePercent, payment, months);
  }
  return summary;
}

const NUMBER = String.raw`(\d[\d,]*(?:\.\d+)?)`;
// '3%', '1% to 2%', '1-2%'.
const PERCENT_TERM = new RegExp(String.raw`^${NUMBER}\s*(?:%?\s*(?:to|-)\s*${NUMBER}\s*)?%$`);
const FLAT_TERM = new RegExp(String.raw`^(?:₹|rs\.?|inr)\s*${NUMBER}$`);
const ZERO_FEE = /^(nil|none|zero|free|no processing fees?)$/;

const toNumber = (text: string): number => Number(text.replaceAll(',', ''));

/**
 * Reads lender fee texts such as 'Up to 3% + GST', '1% to 2% + GST', '₹999 + GST', 'Nil'. Ranges and
 * 'Up to' take the worst case (the customer must never see a fee lower than it can be). GST at 18%
 * applies to processing fees by law, so it is added unless the text says the fee includes it.
 * Returns null for text it does not understand (blank and 'NA' too: unknown is not zero).
 */
export function parseProcessingFee(text: string): Required<ProcessingFeeTerms> | null {
  let rest = text.trim().toLowerCase().replace(/\s+/g, ' ');
  if (ZERO_FEE.test(rest)) return { percent: 0, flat: 0, gstPercent: 0 };
  const includesGst = /\(?\s*(incl\.?|inclusive of|including) gst\s*\)?/;
  const gstPercent = includesGst.test(rest) ? 0 : GST_PERCENT;
  rest = rest.replace(includesGst, '').replace(/^up ?to /, '');
  const terms = rest
    .split(/\+|\bplus\b/)
    .map((term) => term.trim())
    .filter((term) => term !== 'gst' && term !== 'applicable gst');
  if (terms.length === 0) return null;
  let percent = 0;
  let flat = 0;
  for (const term of terms) {
    const pct = PERCENT_TERM.exec(term);
    const amount = FLAT_TERM.exec(term);
    if (pct?.[1] !== undefined) percent += Math.max(toNumber(pct[1]), toNumber(pct[2] ?? '0'));
    else if (amount?.[1] !== undefined) flat += toNumber(amount[1]);
    else return null;
  }
  return { percent, flat, gstPercent };
}

/** Processing fee in rupees including GST, to the paisa. Throws RangeError on fee text it cannot read. */
export function processingFeeAmount(principal: number, fee: string | ProcessingFeeTerms): number {
  check(
    Number.isFinite(principal) && principal > 0,
    () => `principal must be a positive amount, got ${principal}`,
  );
  const terms = typeof fee === 'string' ? parseProcessingFee(fee) : fee;
  if (terms === null) throw new RangeError(`Processing fee text not understood: ${JSON.stringify(fee)}`);
  const { percent = 0, flat = 0, gstPercent = GST_PERCENT } = terms;
  for (const [name, value] of Object.entries({ percent, flat, gstPercent })) {
    check(Number.isFinite(value) && value >= 0, () => `${name} must be 0 or more, got ${value}`);
  }
  return roundToPaise(((principal * percent) / 100 + flat) * (1 + gstPercent / 100));
}
