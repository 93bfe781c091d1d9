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

/** spec 7 update-lender-data: only these properties, each validated by its own schema (spec 5). */
export const lenderPropertyUpdate = z.discriminatedUnion('property', [
  z.object({
    property: z.literal('name'),
    value: z.string().trim().min(1, msg('nameRequired')).max(100, msg('tooLong')),
  }),
  z.object({ property: z.literal('min_income'), value: count(10_000_000) }),
  z.object({ property: z.literal('max_income'), value: count(10_000_000) }),
  z.object({ property: z.literal('min_age'), value: count(100) }),
  z.object({ property: z.literal('max_age'), value: count(100) }),
  z.object({ property: z.literal('min_loan'), value: count(1_000_000_000) }),
  z.object({ property: z.literal('max_loan'), value: count(1_000_000_000) }),
  z.object({ property: z.literal('loan_amount_upto'), value: count(1_000_000_000) }),
  z.object({ property: z.literal('ticket_class'), value: count(100) }),
  z.object({ property: z.literal('credit_score_class'), value: count(100) }),
  z.object({
    property: z.literal('priority'),
    value: z
      .number({ error: msg('numberOnly') })
      .int(msg('numberOnly'))
      .min(0, msg('positiveNumber'))
      .max(1_000_000),
  }),
  z.object({ property: z.literal('salaried'), value: flag }),
  z.object({ property: z.literal('self_employed'), value: flag }),
  z.object({ property: z.literal('business'), value: flag }),
  z.object({ property: z.literal('lender_status'), value: flag }),
  z.object({ property: z.literal('vendor_on'), value: flag }),
  z.object({ property: z.literal('so_status'), value: flag }),
  z.object({ property: z.literal('autosubmission'), value: flag }),
  z.object({ property: z.literal('api'), value: flag }),
  z.object({ property: z.literal('so_text'), value: text(300) }),
  z.object({ property: z.literal('so_date_start'), value: isoDate }),
  z.object({ property: z.literal('so_date_end'), value: isoDate }),
  z.object({ property: z.literal('tenure'), value: text(100) }),
  z.object({ property: z.literal('interest_rate'), value: text(100) }),
  z.object({ property: z.literal('processing_fees'), value: text(200) }),
  z.object({ property: z.literal('penal_charges'), value: text(300) }),
  z.object({ property: z.literal('so_text_hi'), value: text(300) }),
  z.object({ property: z.literal('processing_fees_hi'), value: text(200) }),
  z.object({ property: z.literal('penal_charges_hi'), value: text(300) }),
  z.object({ property: z.literal('apr_min'), value: decimal }),
  z.object({ property: z.literal('apr_max'), value: decimal }),
  z.object({
    property: z.literal('cooling_off_days'),
    value: z.number().int().min(1, msg('invalidValue')).max(30, msg('invalidValue')),
  }),
  z.object({ property: z.literal('products'), value: z.array(z.enum(LENDER_PRODUCTS)).max(4) }),
  z.object({ property: z.literal('journey'), value: z.enum(LENDER_JOURNEYS) }),
  z.object({
    property: z.literal('redirect_url'),
    value: z
      .url({ protocol: /^https$/, error: msg('invalidValue') })
      .max(500)
      .nullable(),
  }),
  z.object({ property: z.literal('lender_group_ids'), value: z.array(idField).max(50) }),
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
