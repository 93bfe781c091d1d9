import { z } from 'zod';
import { VEHICLE_CONDITIONS } from '../lending/vehicle-loans.ts';

// Issue 13: each product form's own saved answers (user_product_details), sent back in the user
// record so that editing a form starts from what the customer gave, not only the amount. The
// server parses each stored row with these: a row that does not parse is answered as null.

export const studentAnswers = z.object({
  course_name: z.string(),
  institution_name: z.string(),
  /** YYYY-MM as stored. */
  course_start: z.string(),
  course_fee: z.number().int(),
  co_applicant_monthly_income: z.number().int(),
});

export const vehicleAnswers = z.object({
  vehicle_condition: z.enum(VEHICLE_CONDITIONS),
  on_road_price: z.number().int(),
});

export const goldAnswers = z.object({
  gold_weight_grams: z.number().int(),
  gold_purity_karat: z.union([z.literal(18), z.literal(20), z.literal(22), z.literal(24)]),
});

export const housingAnswers = z.object({
  property_value: z.number().int(),
  property_pincode: z.string(),
});

/** Every product form's answers, null until that form is saved. Business answers are on the row. */
export const savedProductAnswers = z.object({
  student: studentAnswers.nullable(),
  two_wheeler: vehicleAnswers.nullable(),
  car: vehicleAnswers.nullable(),
  gold: goldAnswers.nullable(),
  housing: housingAnswers.nullable(),
});
export type SavedProductAnswers = z.infer<typeof savedProductAnswers>;
