import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

// Merchants, tracking links, telecalling and campaigns (issue 7).

export const merchants = pgTable(
  'merchants',
  {
    id: serial('id').primaryKey(),
    partnerName: varchar('partner_name', { length: 64 }),
    businessName: varchar('business_name', { length: 40 }).notNull(),
    ownerName: varchar('owner_name', { length: 100 }).notNull(),
    mobile: varchar('mobile', { length: 10 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    city: varchar('city', { length: 100 }).notNull(),
    pincode: varchar('pincode', { length: 6 }).notNull(),
    category: varchar('category', { length: 60 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    reviewNote: text('review_note'),
    reviewedBy: integer('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('merchants_status_idx').on(t.status, t.createdAt)],
);

export const trackingLinks = pgTable('tracking_links', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 32 }).notNull().unique(),
  name: varchar('name', { length: 100 }).notNull(),
  partnerId: integer('partner_id'),
  targetPath: varchar('target_path', { length: 200 }).notNull(),
  utmSource: varchar('utm_source', { length: 64 }).notNull(),
  utmMedium: varchar('utm_medium', { length: 64 }).notNull(),
  utmCampaign: varchar('utm_campaign', { length: 64 }).notNull(),
  clicks: integer('clicks').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const callOutcomes = pgTable(
  'call_outcomes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    adminId: integer('admin_id').notNull(),
    outcome: varchar('outcome', { length: 24 }).notNull(),
    note: text('note'),
    nextCallAt: timestamp('next_call_at', { withTimezone: true }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('call_outcomes_user_idx').on(t.userId, t.at)],
);

export const campaigns = pgTable('campaigns', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
  channel: varchar('channel', { length: 8 }).notNull(),
  subject: varchar('subject', { length: 150 }),
  text: text('text').notNull(),
  status: varchar('status', { length: 16 }).notNull().default('sent'),
  sent: integer('sent').notNull().default(0),
  failed: integer('failed').notNull().default(0),
  createdBy: integer('created_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One row per recipient: a campaign never reaches the same customer twice. */
export const campaignMessages = pgTable(
  'campaign_messages',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id').notNull(),
    userId: integer('user_id').notNull(),
    status: varchar('status', { length: 16 }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('campaign_messages_unique').on(t.campaignId, t.userId)],
);
