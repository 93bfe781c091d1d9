import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

// Issue 17: the ONDC FIS12 protocol layer (docs/decisions/031-ondc-protocol-layer.md).

/**
 * Every protocol message sent or received, append-only, per transaction (the audit the issue asks
 * for). The unique key makes a repeated callback one row, so it is stored once and applied once.
 * Callbacks refused for their signature are kept too (verified = false), outside the key.
 * After insert only ack_status/ack_error (the answer to a message we sent, once), applied_at
 * (a received message handed to its handler, once) and the apply_* columns (a handler that threw:
 * attempts counted, the last error, and apply_failed_at once the attempts are spent) are ever set.
 */
export const ondcMessages = pgTable(
  'ondc_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: varchar('transaction_id', { length: 100 }).notNull(),
    messageId: varchar('message_id', { length: 100 }).notNull(),
    action: varchar('action', { length: 16 }).notNull(),
    direction: varchar('direction', { length: 3 }).notNull(),
    /** Who signed it: a BPP or gateway for 'in', this buyer app for 'out'. */
    senderSubscriberId: varchar('sender_subscriber_id', { length: 255 }).notNull(),
    /** Where an 'out' message was posted; null for 'in'. */
    targetUri: text('target_uri'),
    body: jsonb('body').notNull(),
    /** The exact bytes signed (UTF-8), so the signature can be checked again later. */
    rawBody: text('raw_body').notNull(),
    authorization: text('authorization').notNull(),
    verified: boolean('verified').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    ackStatus: varchar('ack_status', { length: 4 }),
    ackError: jsonb('ack_error'),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    /** How many times its handler threw (each attempt rolled back); bounded, ADR 031. */
    applyAttempts: integer('apply_attempts').notNull().default(0),
    /** The last handler error's message. */
    applyError: text('apply_error'),
    /** Set when the attempts are spent: never applied, listed with the network's failures. */
    applyFailedAt: timestamp('apply_failed_at', { withTimezone: true }),
  },
  (t) => [
    // Refused callbacks (verified = false) are kept for the audit but never occupy the key: a forged
    // copy must not stop the genuine message from being stored.
    uniqueIndex('ondc_messages_once')
      .on(t.direction, t.senderSubscriberId, t.transactionId, t.messageId, t.action)
      .where(sql`${t.verified}`),
    index('ondc_messages_transaction_idx').on(t.transactionId, t.at),
    index('ondc_messages_unapplied_idx')
      .on(t.action, t.id)
      .where(sql`${t.direction} = 'in' and ${t.appliedAt} is null and ${t.applyFailedAt} is null`),
  ],
);

/** Network participants this buyer app knows: lenders' BPPs, the gateway, the registry. */
export const ondcParticipants = pgTable(
  'ondc_participants',
  {
    id: serial('id').primaryKey(),
    subscriberId: varchar('subscriber_id', { length: 255 }).notNull(),
    uri: text('uri').notNull(),
    uniqueKeyId: varchar('unique_key_id', { length: 100 }).notNull(),
    /** base64 of the raw 32-byte ed25519 public key, as the registry publishes it. */
    signingPublicKey: varchar('signing_public_key', { length: 64 }).notNull(),
    role: varchar('role', { length: 8 }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('ondc_participants_key_unique').on(t.subscriberId, t.uniqueKeyId)],
);
