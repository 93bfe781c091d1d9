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

// spec 3 Help request; stored, then forwarded to the configured endpoint (spec 7).
export const helpRequests = pgTable('help_requests', {
  id: serial('id').primaryKey(),
  orgId: text('org_id'),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: varchar('phone', { length: 20 }).notNull(),
  company: text('company').notNull().default(''),
  description: text('description').notNull(),
  forwardStatus: smallint('forward_status'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

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
  (t) => [index('audit_log_entity_idx').on(t.entity, t.entityId)],
);
