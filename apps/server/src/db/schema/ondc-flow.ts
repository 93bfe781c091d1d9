import { sql } from 'drizzle-orm';
import {
  bigint,
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

// Issue 17: a customer's personal-loan request over ONDC (ADR 033). One flow per network search;
// per lender that answered, one network offer row, filled by on_search and then on_select.

/** One network search per customer request: reused while it is fresh (ADR 033). */
export const ondcFlows = pgTable(
  'ondc_flows',
  {
    id: serial('id').primaryKey(),
    transactionId: varchar('transaction_id', { length: 100 }).notNull(),
    userId: integer('user_id').notNull(),
    product: varchar('product', { length: 16 }).notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    /**
     * 'search_pending' until the sending pass takes it ('search_sending'), then 'searching' (the
     * gateway's ACK), 'search_nacked' or 'search_failed'; 'search_expired' when its window ended
     * before it was sent (never reused); the flow's later steps go on from there.
     */
    state: varchar('state', { length: 16 }).notNull(),
    /** When a sending pass last took the search: a claim older than the lease is taken again. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** How many times a pass has taken the search (bounded: SEARCH_MAX_ATTEMPTS). */
    searchAttempts: integer('search_attempts').notNull().default(0),
    /** The search's message id, kept from the first attempt: a resend is the same request. */
    searchMessageId: varchar('search_message_id', { length: 100 }),
    /** on_search received after this is late: logged, never applied. */
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
    /** A later offers view within this reuses the flow instead of searching again. */
    reuseUntil: timestamp('reuse_until', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ondc_flows_transaction_unique').on(t.transactionId),
    index('ondc_flows_user_idx').on(t.userId, t.product, t.createdAt),
    // The sending pass looks for waiting searches and stale claims every poll: only they are indexed.
    index('ondc_flows_search_unsent_idx')
      .on(t.id)
      .where(sql`${t.state} in ('search_pending', 'search_sending')`),
  ],
);

/** A network lender's answer within a flow: its catalogue item, then its offer (or its decline). */
export const ondcNetworkOffers = pgTable(
  'ondc_network_offers',
  {
    id: serial('id').primaryKey(),
    transactionId: varchar('transaction_id', { length: 100 }).notNull(),
    bppId: varchar('bpp_id', { length: 255 }).notNull(),
    bppUri: text('bpp_uri').notNull(),
    providerId: varchar('provider_id', { length: 100 }).notNull(),
    providerName: varchar('provider_name', { length: 255 }).notNull(),
    itemId: varchar('item_id', { length: 100 }).notNull(),
    /**
     * 'catalogue' (on_search only), 'form_submitted' (its form sent, select queued), 'offer'
     * (on_select with terms), 'declined'.
     */
    state: varchar('state', { length: 12 }).notNull(),
    /** The lender-hosted form (xinput) and, once filled, its submission id. */
    formUrl: text('form_url'),
    submissionId: varchar('submission_id', { length: 255 }),
    /** The application form's xinput as on_search gave it: { id, url, heading, step, steps } (ADR 034). */
    form: jsonb('form'),
    /** The next form the offer asks for (on_select's xinput: KYC), the same shape. */
    nextForm: jsonb('next_form'),
    /** LOAN_INFO and quote read into the product's terms (network-offer-terms.ts), paise and bp. */
    terms: jsonb('terms'),
    /** CONTACT_INFO: the lender's grievance officer. */
    grievance: jsonb('grievance'),
    /** BUYER_FINDER_FEES_PERCENTAGE in basis points. */
    buyerFinderFeeBp: integer('buyer_finder_fee_bp'),
    /** The on_select message the terms came from (the offer's KFS version). */
    offerMessageId: varchar('offer_message_id', { length: 100 }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('ondc_network_offers_unique').on(t.transactionId, t.bppId, t.providerId)],
);

/**
 * A loan applied for over the network (ADR 034): one row per application (handoff 'ondc'), what
 * the next call needs (the lender app, provider and item, the form the customer must fill next, the
 * payment id on_init gave) and what the lender reported (its order id, the fulfilment state).
 */
export const ondcOrders = pgTable(
  'ondc_orders',
  {
    id: serial('id').primaryKey(),
    applicationId: bigint('application_id', { mode: 'number' }).notNull(),
    networkOfferId: integer('network_offer_id').notNull(),
    transactionId: varchar('transaction_id', { length: 100 }).notNull(),
    bppId: varchar('bpp_id', { length: 255 }).notNull(),
    bppUri: text('bpp_uri').notNull(),
    providerId: varchar('provider_id', { length: 100 }).notNull(),
    itemId: varchar('item_id', { length: 100 }).notNull(),
    /** The form waiting for the customer ({ id, url, heading, step, steps, stage }), or null. */
    formDue: jsonb('form_due'),
    /** on_init's payment id, quoted by confirm. */
    paymentId: varchar('payment_id', { length: 255 }),
    /** The lender's order id (on_confirm). */
    orderId: varchar('order_id', { length: 255 }),
    /** The last fulfilment state the lender reported (SANCTIONED, DISBURSED, COMPLETED). */
    fulfilment: varchar('fulfilment', { length: 24 }),
    principalPaise: bigint('principal_paise', { mode: 'number' }).notNull(),
    /** BUYER_FINDER_FEES_PERCENTAGE in basis points, as the lender published it when applied for. */
    buyerFinderFeeBp: integer('buyer_finder_fee_bp'),
    /** When the last call of ours went out: an order still waiting long after it is asked its status. */
    lastCallAt: timestamp('last_call_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ondc_orders_application_unique').on(t.applicationId),
    uniqueIndex('ondc_orders_offer_unique').on(t.networkOfferId),
    index('ondc_orders_transaction_idx').on(t.transactionId, t.bppId),
  ],
);

/**
 * The network calls after search, each a row before it is a message (ADR 034): written in the
 * transaction that decides the step, sent by a worker pass under a lease with its own message id
 * (a resend is the same request), its ACK/NACK recorded. `stepKey` is unique: a step is queued once.
 */
export const ondcOutbox = pgTable(
  'ondc_outbox',
  {
    id: serial('id').primaryKey(),
    stepKey: varchar('step_key', { length: 300 }).notNull(),
    transactionId: varchar('transaction_id', { length: 100 }).notNull(),
    action: varchar('action', { length: 16 }).notNull(),
    messageId: varchar('message_id', { length: 100 }).notNull(),
    /** What the step is for: the network offer (select) or the application (init, confirm, status). */
    networkOfferId: integer('network_offer_id'),
    applicationId: bigint('application_id', { mode: 'number' }),
    /** The OutboundMessage (protocol/outbound-client.ts) without its message id. */
    request: jsonb('request').notNull(),
    /** 'pending', 'sending' (claimed), 'sent' (ACK), 'nacked', 'failed' (attempts spent). */
    status: varchar('status', { length: 12 }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('ondc_outbox_step_unique').on(t.stepKey),
    index('ondc_outbox_due_idx')
      .on(t.id)
      .where(sql`${t.status} in ('pending', 'sending')`),
  ],
);
