import { z } from 'zod';
import {
  checkCourseFee,
  checkVehicleLtv,
  studentLoanFields,
  vehicleLoanFields,
  type VehicleProduct,
} from '@cl/contracts';
import { fromText, personalFormBase, requireSalariedFields } from './form-schemas';

// Issue 13: the student and vehicle forms are the personal form and the product's own answers,
// checked by the contracts' rules (the server applies the same: course fee cap, vehicle LTV).

export const studentForm = personalFormBase
  .extend({
    ...studentLoanFields,
    course_fee: fromText(studentLoanFields.course_fee),
    co_applicant_monthly_income: fromText(studentLoanFields.co_applicant_monthly_income),
    desired_loan_amount: fromText(studentLoanFields.desired_loan_amount),
  })
  .superRefine(requireSalariedFields)
  .superRefine(checkCourseFee);
export type StudentFormInput = z.input<typeof studentForm>;
export type StudentFormValues = z.output<typeof studentForm>;

export function vehicleForm(product: VehicleProduct) {
  const fields = vehicleLoanFields(product);
  return personalFormBase
    .extend({
      ...fields,
      // Nothing is chosen until the customer chooses ('' on the form): the rule says "required".
      vehicle_condition: z.preprocess((value: unknown) => value, fields.vehicle_condition),
      on_road_price: fromText(fields.on_road_price),
      desired_loan_amount: fromText(fields.desired_loan_amount),
    })
    .superRefine(requireSalariedFields)
    .superRefine(checkVehicleLtv(product));
}
export type VehicleFormInput = z.input<ReturnType<typeof vehicleForm>>;
export type VehicleFormValues = z.output<ReturnType<typeof vehicleForm>>;
