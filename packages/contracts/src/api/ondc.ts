import { z } from 'zod';

// Issue 17: the marketplace as an ONDC FIS12 buyer app (BAP). The shapes here are the protocol's
// own (ONDC FIS12 2.0.0, build/build.yaml); the server signs, verifies and logs them (ADR 031).

/** The calls a buyer app makes (build.yaml paths), each answered later by its on_* callback. */
export const ONDC_ACTIONS = [
  'search',
  'select',
  'init',
  'confirm',
  'status',
  'update',
  'cancel',
  'support',
] as const;
export type OndcAction = (typeof ONDC_ACTIONS)[number];

/** The callbacks a buyer app receives: the personal-loan flow's, plus cancel. */
export const ONDC_CALLBACK_ACTIONS = [
  'on_search',
  'on_select',
  'on_init',
  'on_confirm',
  'on_status',
  'on_update',
  'on_cancel',
  'on_support',
] as const;
export type OndcCallbackAction = (typeof ONDC_CALLBACK_ACTIONS)[number];

/** Where each callback is received: POST /ondc/<action> (the path part of ONDC_SUBSCRIBER_URI). */
export const ONDC_CALLBACK_PREFIX = '/ondc';
export const ondcCallbackPath = (action: OndcCallbackAction): string => `${ONDC_CALLBACK_PREFIX}/${action}`;
/**
 * The settlement terms our search points lenders at (SETTLEMENT_TERMS.STATIC_TERMS), public: at
 * <subscriber URI>/settlement-terms, which is this path when the subscriber URI ends in /ondc.
 */
export const ONDC_SETTLEMENT_TERMS_SEGMENT = 'settlement-terms';
export const ONDC_SETTLEMENT_TERMS_PATH = `${ONDC_CALLBACK_PREFIX}/${ONDC_SETTLEMENT_TERMS_SEGMENT}`;

export const ONDC_DOMAIN = 'ONDC:FIS12';
/** context.version of every FIS12 2.0.0 message (attributes/personal-loans: `version: 2.0.0`). */
export const ONDC_VERSION = '2.0.0';

/** What a network participant is to this buyer app (the participants table, ADR 031). */
export const ONDC_PARTICIPANT_ROLES = ['BPP', 'gateway', 'registry'] as const;
export type OndcParticipantRole = (typeof ONDC_PARTICIPANT_ROLES)[number];

/** build.yaml Context: the parts a receiver reads; other fields pass through untouched. */
export const ondcContext = z.looseObject({
  domain: z.string(),
  action: z.string(),
  version: z.string(),
  bap_id: z.string(),
  bap_uri: z.string(),
  bpp_id: z.string().optional(),
  bpp_uri: z.string().optional(),
  transaction_id: z.string().min(1).max(100),
  message_id: z.string().min(1).max(100),
  timestamp: z.string(),
  ttl: z.string().optional(),
  location: z
    .looseObject({
      country: z.looseObject({ code: z.string() }),
      city: z.looseObject({ code: z.string() }),
    })
    .optional(),
});
export type OndcContext = z.infer<typeof ondcContext>;

/** build.yaml Error: code, paths, message (codes: components/error_codes). */
export const ondcError = z.object({
  code: z.string(),
  paths: z.string().optional(),
  message: z.string().optional(),
});
export type OndcError = z.infer<typeof ondcError>;

/** Any message body: a context and a message; a callback may carry an error instead of results. */
export const ondcEnvelope = z.object({
  context: ondcContext,
  message: z.record(z.string(), z.unknown()).optional(),
  error: ondcError.optional(),
});
export type OndcEnvelope = z.infer<typeof ondcEnvelope>;

/** The synchronous answer to every call and callback (build.yaml responses.default). */
export const ondcAckResponse = z.object({
  message: z.object({ ack: z.object({ status: z.enum(['ACK', 'NACK']) }) }),
  error: ondcError.optional(),
});
export type OndcAckResponse = z.infer<typeof ondcAckResponse>;
