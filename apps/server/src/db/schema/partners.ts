import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

// spec 3 Partner and Partner branding entry, one row per partner key.
export const partners = pgTable(
  'partners',
  {
    id: serial('id').primaryKey(),
    key: varchar('key', { length: 64 }).notNull().unique(),
    displayName: text('display_name').notNull(),
    utmId: varchar('utm_id', { length: 64 }).unique(),
    revenuePercent: numeric('revenue_percent', { precision: 7, scale: 3 }),
    revenueFlatFee: numeric('revenue_flat_fee', { precision: 14, scale: 2 }),
    logo: text('logo').notNull(),
    fontSource: text('font_source'),
    fontFamily: text('font_family').notNull(),
    primaryColor: varchar('primary_color', { length: 9 }).notNull(),
    secondaryColor: varchar('secondary_color', { length: 9 }).notNull(),
    title: text('title'),
    tancApply: boolean('tanc_apply').notNull().default(false),
    coBrandLogo: text('co_brand_logo'),
    isDefault: boolean('is_default').notNull().default(false),
    /** Settings page: who the marketplace contacts at the partner. */
    contactName: text('contact_name'),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    /**
     * Issue 13: the site's own IRDAI-licensed insurance partner (all three or none; none = the
     * marketplace's default from INSURANCE_PARTNER_*).
     */
    insuranceName: text('insurance_name'),
    insuranceUrl: text('insurance_url'),
    insuranceLicence: varchar('insurance_licence', { length: 40 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'partners_insurance_all_or_none',
      sql`(${t.insuranceName} is null) = (${t.insuranceUrl} is null) and (${t.insuranceUrl} is null) = (${t.insuranceLicence} is null)`,
    ),
  ],
);

/** Host name -> partner, for white-label sites chosen by host (issue 6). */
export const partnerHosts = pgTable('partner_hosts', {
  host: varchar('host', { length: 255 }).primaryKey(),
  partnerId: integer('partner_id')
    .notNull()
    .references(() => partners.id),
});
