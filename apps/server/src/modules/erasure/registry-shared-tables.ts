import { and, eq, notExists } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import * as t from '../../db/schema/index.ts';
import { scrubColumn } from './erasure.repository.ts';
import { needlesOf, type RegistryEntry } from './registry-types.ts';

const scrub =
  (...columns: PgColumn[]): RegistryEntry['erase'] =>
  async (tx, person) => {
    for (const column of columns) await scrubColumn(tx, column, needlesOf(person));
  };

const keep = (table: PgTable, columns: string[], why: string): RegistryEntry => ({
  table,
  columns,
  action: 'keep',
  why,
  erase: () => Promise.resolve(),
});

const NOT_A_CUSTOMER = 'Not a customer: staff, partner or catalogue data, managed on its own page.';

/** Records that belong to the business but may quote a customer, and tables holding no customer. */
export const SHARED_TABLES: readonly RegistryEntry[] = [
  {
    table: t.applicationEvents,
    columns: ['note', 'note_code', 'note_values'],
    action: 'scrub',
    why: 'The timeline stays with the application (RBI); a note that quotes them is scrubbed.',
    erase: scrub(t.applicationEvents.note, t.applicationEvents.noteValues),
  },
  {
    table: t.lenderSubmissions,
    columns: ['last_error'],
    action: 'scrub',
    why: 'Delivery record stays (exactly-once proof); a lender error echoing their details is scrubbed.',
    erase: scrub(t.lenderSubmissions.lastError),
  },
  {
    table: t.lenderApiFailures,
    columns: ['error'],
    action: 'scrub',
    why: 'Failure history stays; error text quoting them is scrubbed.',
    erase: scrub(t.lenderApiFailures.error),
  },
  {
    table: t.auditLog,
    columns: ['before', 'after'],
    action: 'scrub',
    why: 'Kept with ids only: snapshots of their own record are cleared, any other quoting them scrubbed.',
    erase: async (tx, person) => {
      await tx
        .update(t.auditLog)
        .set({ before: null, after: null })
        .where(and(eq(t.auditLog.entity, 'user'), eq(t.auditLog.entityId, String(person.userId))));
      await scrub(t.auditLog.before, t.auditLog.after)(tx, person);
    },
  },
  {
    table: t.erasureRequests,
    columns: ['reason'],
    action: 'scrub',
    why: 'The request is the record that erasure happened (ids, dates); a reason quoting them is scrubbed.',
    erase: scrub(t.erasureRequests.reason),
  },
  {
    table: t.supportTickets,
    columns: ['subject', 'message'],
    action: 'scrub',
    why: "A partner's ticket stays; where it quotes the customer, the values are replaced.",
    erase: scrub(t.supportTickets.subject, t.supportTickets.message),
  },
  {
    table: t.supportReplies,
    columns: ['message'],
    action: 'scrub',
    why: "Issue 15: replies to the person's own Help requests (deleted before this runs) go with them; other replies quoting them are scrubbed.",
    erase: async (tx, person) => {
      await tx
        .delete(t.supportReplies)
        .where(
          and(
            eq(t.supportReplies.thread, 'help'),
            notExists(
              tx
                .select({ id: t.helpRequests.id })
                .from(t.helpRequests)
                .where(eq(t.helpRequests.id, t.supportReplies.threadId)),
            ),
          ),
        );
      await scrub(t.supportReplies.message)(tx, person);
    },
  },
  {
    table: t.merchants,
    columns: ['partner_name', 'business_name', 'owner_name', 'mobile', 'email', 'pincode', 'review_note'],
    action: 'scrub',
    why: 'A merchant is a business applicant erased on its own request; a review note quoting the customer is scrubbed.',
    erase: scrub(t.merchants.reviewNote),
  },
  {
    table: t.pageViews,
    columns: ['path', 'referrer'],
    action: 'scrub',
    why: 'Page views stay as counts; a path or referrer carrying their details is scrubbed.',
    erase: scrub(t.pageViews.path, t.pageViews.referrer),
  },
  {
    table: t.uploadBatches,
    columns: ['file_name', 'errors'],
    action: 'scrub',
    why: 'Upload history stays; row errors that quote them are scrubbed.',
    erase: scrub(t.uploadBatches.errors),
  },
  {
    // Issue 17, ADR 031: the signed ONDC messages are the record of what was sent to and agreed
    // with a lender; they stay, with the person's identifiers scrubbed from the bodies (the kept
    // signature then no longer verifies, which is what an erased message should show).
    table: t.ondcMessages,
    columns: ['message_id', 'body', 'raw_body', 'ack_error', 'apply_error'],
    action: 'scrub',
    why: 'ONDC messages stay as the lender record; bodies quoting the person are scrubbed (ids are random UUIDs).',
    erase: scrub(
      t.ondcMessages.body,
      t.ondcMessages.rawBody,
      t.ondcMessages.ackError,
      t.ondcMessages.applyError,
    ),
  },
  keep(
    t.ondcFlows,
    ['search_message_id'],
    'The network search message id: a random UUID, not about a person (the flow names its customer by user id).',
  ),
  keep(
    t.campaigns,
    ['name', 'subject', 'text'],
    'Marketing copy, not about a person; sends are per user id.',
  ),
  keep(t.adminUsers, ['email', 'username'], NOT_A_CUSTOMER),
  keep(t.partnerUsers, ['name', 'mobile', 'email'], NOT_A_CUSTOMER),
  keep(
    t.partners,
    ['display_name', 'contact_name', 'contact_email', 'contact_phone', 'insurance_name'],
    NOT_A_CUSTOMER,
  ),
  keep(t.partnerApiKeys, ['name'], NOT_A_CUSTOMER),
  keep(t.lenders, ['name', 'min_income', 'max_income', 'so_text', 'so_text_hi'], NOT_A_CUSTOMER),
  keep(t.lenderGroups, ['name'], NOT_A_CUSTOMER),
  keep(
    t.ondcNetworkOffers,
    ['provider_name', 'offer_message_id'],
    "A network lender's name and terms from its own callbacks (ADR 033): the lender's data, not the customer's.",
  ),
  keep(
    t.ondcOutbox,
    ['message_id', 'last_error'],
    "The network calls after search (ADR 034): random message ids and the lender's or our transport's error codes; the lender forms' answers go to the lender and are not stored here.",
  ),
  keep(t.creditCardCategories, ['category_name', 'category_name_hi'], NOT_A_CUSTOMER),
  keep(t.revenueTypes, ['name'], NOT_A_CUSTOMER),
  keep(t.languages, ['language_name', 'country_name', 'phone_code'], NOT_A_CUSTOMER),
  keep(t.optionLists, ['name'], NOT_A_CUSTOMER),
  keep(t.trackingLinks, ['name'], NOT_A_CUSTOMER),
];
