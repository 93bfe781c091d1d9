import { z } from 'zod';
import { intText } from './numbers.ts';

// Issue 17 (ADR 034): a customer's personal loan over the ONDC network after the offers view. The
// lender's own forms (FIS12 xinput: the application form, then KYC and the e-mandate) are read by
// the server from the lender's HTML and drawn by us; the answers go back to the lender through the
// server, which keeps the submission id the next network call quotes.

/** An offer of a network lender (ondc_network_offers row id): `lenderId` -offerId, slug ondc-<id>. */
export const networkOfferParams = z.object({ offerId: intText(1, 2_147_483_647) });

export const LENDER_FORM_FIELD_TYPES = ['text', 'tel', 'email', 'number', 'date', 'checkbox'] as const;
export type LenderFormFieldType = (typeof LENDER_FORM_FIELD_TYPES)[number];

export const lenderFormField = z.object({
  /** The lender's field name, posted back as written. */
  name: z.string(),
  /** The lender's label, in the lender's words (network forms are in English). */
  label: z.string(),
  type: z.enum(LENDER_FORM_FIELD_TYPES),
  required: z.boolean(),
  /** What we already know from the customer's consented profile ('' when nothing). */
  value: z.string(),
});
export type LenderFormField = z.infer<typeof lenderFormField>;

export const lenderForm = z.object({
  lenderName: z.string(),
  /** The lender's heading of this form ("Know your customer"). */
  heading: z.string(),
  /** This form's place among the lender's forms, from 1. */
  step: z.number().int(),
  steps: z.number().int(),
  fields: z.array(lenderFormField),
});
export type LenderForm = z.infer<typeof lenderForm>;
export const lenderFormResponse = z.object({ success: z.literal(true), data: lenderForm });

const fieldName = z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/, 'Field names are letters, digits, _ . -');

/** The customer's answers, by the lender's field names; a checkbox ticked is 'on'. */
export const lenderFormAnswers = z.object({
  answers: z
    .record(fieldName, z.string().max(500))
    .refine((answers) => Object.keys(answers).length <= 50, 'Too many answers'),
});
export type LenderFormAnswers = z.infer<typeof lenderFormAnswers>;

/** After the application form: the lender is asked for its offer (select); the view polls. */
export const networkFormSubmitted = z.object({
  success: z.literal(true),
  data: z.object({ offerId: z.number().int(), state: z.enum(['form_submitted', 'offer', 'declined']) }),
});

export const networkApplyBody = z.object({
  /** The KFS version the customer acknowledged (ondc-<on_select message id>). */
  kfs_version: z.string().min(1).max(120),
  idempotency_key: z
    .string()
    .min(8)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/),
});

/**
 * Where an applied network loan stands for the customer: a lender form waiting for them, or the
 * lender's answer awaited (the page asks again while `waiting`).
 */
export const networkApplicationStep = z.object({
  formDue: z.object({ heading: z.string(), step: z.number().int(), steps: z.number().int() }).nullable(),
  waiting: z.boolean(),
});
export type NetworkApplicationStep = z.infer<typeof networkApplicationStep>;
