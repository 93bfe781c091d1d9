import { z } from 'zod';
import { LENDER_JOURNEYS, LENDER_PRODUCTS } from '../catalog.ts';
import { msg } from '../validation/messages.ts';
import { idField, idText } from './numbers.ts';

// spec 3 Lender as the admin calls exchange it (snake case, flags 0/1, apr as decimals).
export const lenderDto = z.object({
  lender_id: z.number().int(),
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  min_income: z.number().int().nullable(),
  max_income: z.number().int().nullable(),
  min_age: z.number().int().nullable(),
  max_age: z.number().int().nullable(),
  min_loan: z.number().int().nullable(),
  max_loan: z.number().int().nullable(),
  ticket_class: z.number().int().nullable(),
  credit_score_class: z.number().int().nullable(),
  salaried: z.number().int(),
  self_employed: z.number().int(),
  business: z.number().int(),
  priority: z.number().int(),
  lender_status: z.number().int(),
  vendor_on: z.number().int(),
  so_status: z.number().int(),
  so_text: z.string().nullable(),
  /** issue 13: the Hindi the customer sees; null shows the English (docs/decisions/011). */
  so_text_hi: z.string().nullable(),
  so_date_start: z.string().nullable(),
  so_date_end: z.string().nullable(),
  loan_amount_upto: z.number().int().nullable(),
  tenure: z.string().nullable(),
  interest_rate: z.string().nullable(),
  apr_min: z.number().nullable(),
  apr_max: z.number().nullable(),
  processing_fees: z.string().nullable(),
  penal_charges: z.string().nullable(),
  processing_fees_hi: z.string().nullable(),
  penal_charges_hi: z.string().nullable(),
  cooling_off_days: z.number().int(),
  products: z.array(z.string()),
  journey: z.string(),
  redirect_url: z.string().nullable(),
  lender_group_ids: z.array(z.number().int()),
  autosubmission: z.number().int(),
  api: z.number().int(),
});
export type LenderDto = z.infer<typeof lenderDto>;

export const lendersResponse = z.object({ success: z.literal(true), data: z.array(lenderDto) });
export const lenderResponse = z.object({ success: z.literal(true), data: lenderDto });
export const lenderParams = z.object({ lenderId: idText });

const flag = z.union([z.literal(0), z.literal(1)], { error: msg('invalidValue') });
const count = (max: number) =>
  z
    .number({ error: msg('numberOnly') })
    .int(msg('numberOnly'))
    .min(0, msg('positiveNumber'))
    .max(max)
    .nullable();
const decimal = z
  .number({ error: msg('numberOnly') })
  .min(0, msg('positiveNumber'))
  .max(100, msg('percentRange'))
  .nullable();
const text = (max: number) => z.string().trim().max(max, msg('tooLong')).nullable();
const isoDate = z.iso.date({ error: msg('dateInvalid') }).nullable();

/** Each editable spec 3 property's own rule (spec 5): the one-property update and the setup form share them. */
export const lenderFields = {
  name: z.string().trim().min(1, msg('nameRequired')).max(100, msg('tooLong')),
  min_income: count(10_000_000),
  max_income: count(10_000_000),
  min_age: count(100),
  max_age: count(100),
  min_loan: count(1_000_000_000),
  max_loan: count(1_000_000_000),
  loan_amount_upto: count(1_000_000_000),
  ticket_class: count(100),
  credit_score_class: count(100),
  priority: z
    .number({ error: msg('numberOnly') })
    .int(msg('numberOnly'))
    .min(0, msg('positiveNumber'))
    .max(1_000_000),
  salaried: flag,
  self_employed: flag,
  business: flag,
  lender_status: flag,
  vendor_on: flag,
  so_status: flag,
  autosubmission: flag,
  api: flag,
  so_text: text(300),
  so_date_start: isoDate,
  so_date_end: isoDate,
  tenure: text(100),
  interest_rate: text(100),
  processing_fees: text(200),
  penal_charges: text(300),
  so_text_hi: text(300),
  processing_fees_hi: text(200),
  penal_charges_hi: text(300),
  apr_min: decimal,
  apr_max: decimal,
  cooling_off_days: z
    .number({ error: msg('coolingOffRange') })
    .int(msg('coolingOffRange'))
    .min(1, msg('coolingOffRange'))
    .max(30, msg('coolingOffRange')),
  products: z.array(z.enum(LENDER_PRODUCTS, { error: msg('invalidValue') })).max(LENDER_PRODUCTS.length),
  journey: z.enum(LENDER_JOURNEYS, { error: msg('invalidValue') }),
  redirect_url: z
    .url({ protocol: /^https$/, error: msg('httpsUrlInvalid') })
    .max(500, msg('tooLong'))
    .nullable(),
  lender_group_ids: z.array(idField).max(50),
};

const prop = <K extends keyof typeof lenderFields>(property: K) =>
  z.object({ property: z.literal(property), value: lenderFields[property] });

/** spec 7 update-lender-data: only these properties, each validated by its own schema (spec 5). */
export const lenderPropertyUpdate = z.discriminatedUnion('property', [
  prop('name'),
  prop('min_income'),
  prop('max_income'),
  prop('min_age'),
  prop('max_age'),
  prop('min_loan'),
  prop('max_loan'),
  prop('loan_amount_upto'),
  prop('ticket_class'),
  prop('credit_score_class'),
  prop('priority'),
  prop('salaried'),
  prop('self_employed'),
  prop('business'),
  prop('lender_status'),
  prop('vendor_on'),
  prop('so_status'),
  prop('autosubmission'),
  prop('api'),
  prop('so_text'),
  prop('so_date_start'),
  prop('so_date_end'),
  prop('tenure'),
  prop('interest_rate'),
  prop('processing_fees'),
  prop('penal_charges'),
  prop('so_text_hi'),
  prop('processing_fees_hi'),
  prop('penal_charges_hi'),
  prop('apr_min'),
  prop('apr_max'),
  prop('cooling_off_days'),
  prop('products'),
  prop('journey'),
  prop('redirect_url'),
  prop('lender_group_ids'),
]);
export type LenderPropertyUpdate = z.infer<typeof lenderPropertyUpdate>;
export type LenderProperty = LenderPropertyUpdate['property'];

export const updateLenderBody = z.intersection(z.object({ lender_id: idField }), lenderPropertyUpdate);
export const createLenderBody = z.object({
  name: z.string().trim().min(1, msg('nameRequired')).max(100, msg('tooLong')),
});
export const deleteLenderBody = z.object({
  lender_id: idField,
});
/** spec 7 create-lender and update-lender-data: the saved lender and the toast's message. */
export const lenderSavedResponse = lenderResponse.extend({ message: z.string() });
