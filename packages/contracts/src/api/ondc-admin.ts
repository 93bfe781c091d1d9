import { z } from 'zod';
import { msg } from '../validation/messages.ts';
import { idText, intText } from './numbers.ts';
import { ONDC_PARTICIPANT_ROLES } from './ondc.ts';

// Issue 17: the admin side of the ONDC network (docs/decisions/031-ondc-protocol-layer.md, "Admin"):
// participants managed like lenders, a read-only transaction viewer and the network's failures.

export const ONDC_ADMIN_API = {
  participants: '/api/admin/ondc/participants',
  participant: '/api/admin/ondc/participants/:participantId',
  transactions: '/api/admin/ondc/transactions',
  transaction: '/api/admin/ondc/transactions/:transactionId',
  failures: '/api/admin/ondc/failures',
  quoteDisagreements: '/api/admin/ondc/quote-disagreements',
  /** A received callback marked failed, handed back to the dispatcher for a new round of tries. */
  messageRetry: '/api/admin/ondc/messages/:messageId/retry',
} as const;

/** A registry subscriber id is a host name (developer-docs registry): letters, digits, . - _ */
const subscriberId = z
  .string({ error: msg('required') })
  .trim()
  .min(3, msg('ondcSubscriberIdInvalid'))
  .max(255, msg('ondcSubscriberIdInvalid'))
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, msg('ondcSubscriberIdInvalid'));

/** The subscriber_url: https on the network; http only for a simulator on this machine. */
const participantUri = z
  .string({ error: msg('required') })
  .trim()
  .max(500, msg('ondcUriInvalid'))
  .regex(
    /^(https:\/\/[^\s"'<>]+|http:\/\/(localhost|127\.0\.0\.1)(:\d{1,5})?(\/[^\s"'<>]*)?)$/,
    msg('ondcUriInvalid'),
  );

const uniqueKeyId = z
  .string({ error: msg('required') })
  .trim()
  .min(1, msg('required'))
  .max(100, msg('ondcKeyIdInvalid'))
  .regex(/^[A-Za-z0-9._:|-]+$/, msg('ondcKeyIdInvalid'));

/**
 * The registry's signing_public_key: base64 of the raw 32-byte ed25519 key (44 characters, one
 * `=`; the last character before it carries 4 bits, so it is one of 16). The server also loads it
 * as a key (signing-keys.ts publicKeyFrom) before saving.
 */
export const ondcPublicKey = z
  .string({ error: msg('required') })
  .trim()
  .regex(/^[A-Za-z0-9+/]{42}[AEIMQUYcgkosw048]=$/, msg('ondcKeyInvalid'));

const role = z.enum(ONDC_PARTICIPANT_ROLES, { error: msg('invalidValue') });
const enabled = z.boolean({ error: msg('invalidValue') });

export const ondcParticipantBody = z.object({
  subscriber_id: subscriberId,
  uri: participantUri,
  unique_key_id: uniqueKeyId,
  signing_public_key: ondcPublicKey,
  role,
  enabled,
});
export type OndcParticipantBody = z.infer<typeof ondcParticipantBody>;

export const ondcParticipantParams = z.object({ participantId: idText });

export const ondcParticipantDto = z.object({
  id: z.number(),
  subscriber_id: z.string(),
  uri: z.string(),
  unique_key_id: z.string(),
  signing_public_key: z.string(),
  role: z.enum(ONDC_PARTICIPANT_ROLES),
  enabled: z.boolean(),
  /** ISO instant; the console shows it in Asia/Kolkata (formatIndiaDateTime). */
  updated_at: z.string(),
});
export type OndcParticipantDto = z.infer<typeof ondcParticipantDto>;

export const ondcParticipantsResponse = z.object({
  success: z.literal(true),
  data: z.array(ondcParticipantDto),
});
export const ondcParticipantSavedResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: ondcParticipantDto,
});

export const ONDC_ADMIN_PAGE_SIZE = 25;
export const ondcPageQuery = z.object({ page: intText(1, 100_000).optional() });

/** A transaction id as the message log holds it (context.transaction_id, up to 100 characters). */
export const ondcTransactionParams = z.object({
  transactionId: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9._:-]+$/, msg('invalidValue')),
});

export const ondcTransactionSummary = z.object({
  transaction_id: z.string(),
  first_action: z.string(),
  last_action: z.string(),
  messages: z.number(),
  refused: z.number(),
  nacks: z.number(),
  first_at: z.string(),
  last_at: z.string(),
});
export type OndcTransactionSummary = z.infer<typeof ondcTransactionSummary>;

const page = <T extends z.ZodType>(row: T) =>
  z.object({
    success: z.literal(true),
    data: z.object({ total: z.number(), page: z.number(), pageSize: z.number(), rows: z.array(row) }),
  });

export const ondcTransactionsResponse = page(ondcTransactionSummary);

export const ondcMessageView = z.object({
  id: z.number(),
  transaction_id: z.string(),
  message_id: z.string(),
  direction: z.enum(['in', 'out']),
  action: z.string(),
  sender: z.string(),
  target_uri: z.string().nullable(),
  at: z.string(),
  verified: z.boolean(),
  /** The Authorization header's keyId (subscriber|unique key id|algorithm), or null if unreadable. */
  key_id: z.string().nullable(),
  ack_status: z.enum(['ACK', 'NACK']).nullable(),
  ack_error: z.string().nullable(),
  /**
   * A received callback whose handler threw: the attempts, the last error and, once the attempts
   * are spent, when it was marked failed (never applied). Absent or null: no handler failure.
   */
  apply_failure: z
    .object({ attempts: z.number(), error: z.string().nullable(), failed_at: z.string().nullable() })
    .nullable()
    .optional(),
  /** The body, formatted, with a person's data masked (erasure registry: ondc_messages.body). */
  body: z.string(),
});
export type OndcMessageView = z.infer<typeof ondcMessageView>;

export const ondcTransactionResponse = z.object({
  success: z.literal(true),
  data: z.object({ transaction_id: z.string(), messages: z.array(ondcMessageView) }),
});

/**
 * The network's failures: calls a participant NACKed, callbacks refused for their signature and
 * callbacks whose handler kept failing (apply_failure.failed_at set).
 */
export const ondcFailuresResponse = page(ondcMessageView.omit({ body: true }));

export const ondcMessageParams = z.object({ messageId: idText });

/** The message handed back: its attempts start again from zero, applied by the next pass. */
export const ondcMessageRetriedResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: ondcMessageView.omit({ body: true }),
});

/**
 * A network lender's offer whose figures our own loan maths does not reproduce: the offer is shown
 * as the lender sent it; the codes (LOAN_INFO / quote) say which figures differ (docs/ondc.md).
 */
export const ondcQuoteDisagreement = z.object({
  id: z.number(),
  transaction_id: z.string(),
  lender: z.string(),
  sender: z.string(),
  message_id: z.string().nullable(),
  codes: z.array(z.string()),
  at: z.string(),
});
export type OndcQuoteDisagreement = z.infer<typeof ondcQuoteDisagreement>;
export const ondcQuoteDisagreementsResponse = page(ondcQuoteDisagreement);
