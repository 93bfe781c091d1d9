import { z } from 'zod';
import { LENDING } from '../constants.ts';
import { monthlyIncomeField } from '../validation/fields.ts';
import { msg, msgWith } from '../validation/messages.ts';
import { PATTERNS } from '../validation/patterns.ts';
import { todayInIndia } from '../calendar/india-day.ts';
import { formatRupees } from '../lending/loan-limits.ts';
import {
  COURSE_FEE,
  courseStartInWindow,
  courseStartWindow,
  formatCalendarMonth,
  parseCourseStart,
  studentLoanCap,
} from '../lending/student-loans.ts';
import {
  ON_ROAD_PRICE,
  VEHICLE_CONDITIONS,
  VEHICLE_LTV_PERCENT,
  vehicleLoanCap,
  type VehicleProduct,
} from '../lending/vehicle-loans.ts';
import { intField } from './numbers.ts';

// Issue 13: what student, two-wheeler and car loans ask on top of the personal profile (the
// personal form serves their family), and the loan sense both the form and the server apply.

/** An amount in [min, max] whose error names the range in ₹. */
export const rupeeRange = (min: number, max: number) =>
  intField(min, max, msgWith('amountRange', { min: formatRupees(min), max: formatRupees(max) }));

const courseText = z.string().trim().regex(PATTERNS.courseText, msg('courseTextInvalid'));

/** MM/YYYY of a real month, within the window lenders consider (seen from today in India). */
const courseStartField = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    const start = parseCourseStart(value);
    if (!start) {
      ctx.addIssue({ code: 'custom', message: msg('courseStartInvalid') });
      return;
    }
    const today = todayInIndia();
    if (courseStartInWindow(start, today)) return;
    const { from, to } = courseStartWindow(today);
    ctx.addIssue({
      code: 'custom',
      message: msgWith('courseStartRange', { from: formatCalendarMonth(from), to: formatCalendarMonth(to) }),
    });
  });

/** The student loan's own answers; the co-applicant (parent or guardian) income is monthly. */
export const studentLoanFields = {
  course_name: courseText,
  institution_name: courseText,
  course_start: courseStartField,
  course_fee: rupeeRange(COURSE_FEE.min, COURSE_FEE.max),
  co_applicant_monthly_income: monthlyIncomeField,
  desired_loan_amount: rupeeRange(LENDING.studentLoanMin, LENDING.studentLoanMax),
};

/** An education loan pays for the course: at most its fee. */
export function checkCourseFee(
  values: { course_fee: number; desired_loan_amount: number },
  ctx: z.RefinementCtx,
): void {
  const max = studentLoanCap(values.course_fee);
  if (values.desired_loan_amount <= max) return;
  ctx.addIssue({
    code: 'custom',
    path: ['desired_loan_amount'],
    message: msgWith('courseFeeCap', { fee: formatRupees(values.course_fee), max: formatRupees(max) }),
  });
}

const VEHICLE_LOAN_RANGE: Record<VehicleProduct, { min: number; max: number }> = {
  two_wheeler: { min: LENDING.twoWheelerLoanMin, max: LENDING.twoWheelerLoanMax },
  car: { min: LENDING.carLoanMin, max: LENDING.carLoanMax },
};

export function vehicleLoanRange(product: VehicleProduct): { min: number; max: number } {
  return VEHICLE_LOAN_RANGE[product];
}

/** A vehicle loan's own answers: new or used, and the on-road price. */
export function vehicleLoanFields(product: VehicleProduct) {
  const range = VEHICLE_LOAN_RANGE[product];
  return {
    vehicle_condition: z.enum(VEHICLE_CONDITIONS, { error: msg('required') }),
    on_road_price: rupeeRange(ON_ROAD_PRICE[product].min, ON_ROAD_PRICE[product].max),
    desired_loan_amount: rupeeRange(range.min, range.max),
  };
}

/** The loan-to-value cap of the vehicle's price (vehicle-loans.ts), a refinement for form and server. */
export function checkVehicleLtv(product: VehicleProduct) {
  return (
    values: { vehicle_condition: 'new' | 'used'; on_road_price: number; desired_loan_amount: number },
    ctx: z.RefinementCtx,
  ): void => {
    const condition = values.vehicle_condition;
    const max = vehicleLoanCap(product, condition, values.on_road_price);
    if (values.desired_loan_amount <= max) return;
    ctx.addIssue({
      code: 'custom',
      path: ['desired_loan_amount'],
      message: msgWith(condition === 'new' ? 'vehicleLtvNew' : 'vehicleLtvUsed', {
        price: formatRupees(values.on_road_price),
        max: formatRupees(max),
        percent: String(VEHICLE_LTV_PERCENT[product][condition]),
      }),
    });
  };
}
