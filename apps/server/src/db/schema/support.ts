import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

// spec 3 Help request; stored, then forwarded to the configured endpoint (spec 7). Issue 15: it is
// also a thread of the support inbox, with a reference people see, a status and an assignee.
export const helpRequests = pgTable('help_requests', {
  id: serial('id').primaryKey(),
  reference: varchar('reference', { length: 12 }).notNull().unique(),
  status: varchar('status', { length: 16 }).notNull().default('open'),
  assigneeAdminId: integer('assignee_admin_id'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  orgId: text('org_id'),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: varchar('phone', { length: 20 }).notNull(),
  company: text('company').notNull().default(''),
  description: text('description').notNull(),
  forwardStatus: smallint('forward_status'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Issue 15: the replies of a support thread (a partner ticket or a customer Help request), in order.
 * `thread` says which table `thread_id` points into.
 */
export const supportReplies = pgTable(
  'support_replies',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    thread: varchar('thread', { length: 8 }).notNull(),
    threadId: integer('thread_id').notNull(),
    authorType: varchar('author_type', { length: 8 }).notNull(),
    authorId: integer('author_id'),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_replies_thread_idx').on(t.thread, t.threadId, t.id)],
);

// spec 7: first-party analytics page views.
export const pageViews = pgTable(
  'page_views',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    path: text('path').notNull(),
    referrer: text('referrer'),
    partner: varchar('partner', { length: 64 }),
    userId: integer('user_id'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('page_views_at_idx').on(t.at)],
);

/** Who did what, before and after, when (every admin mutation; issue 5). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorType: varchar('actor_type', { length: 16 }).notNull(),
    actorId: integer('actor_id'),
    /** Set when the actor is a partner session opened by this admin (issue 12: masquerade audit). */
    masqueradeAdminId: integer('masquerade_admin_id'),
    action: varchar('action', { length: 64 }).notNull(),
    entity: varchar('entity', { length: 64 }).notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_entity_idx').on(t.entity, t.entityId), index('audit_log_at_idx').on(t.at)],
);
