import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

// spec 3 User profile. Flags are 0/1 (spec 9). PAN (tin) is stored encrypted with a keyed hash
// beside it for look-ups (REGULATION: DPDP; issue 3).
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    channelId: smallint('channel_id'),
    email: varchar('email', { length: 254 }),
    emailVerified: smallint('email_verified').notNull().default(0),
    firstName: varchar('first_name', { length: 50 }),
    lastName: varchar('last_name', { length: 50 }),
    isEditing: smallint('is_editing').notNull().default(0),
    merchantLocationId: integer('merchant_location_id'),
    mobilePhoneCode: varchar('mobile_phone_code', { length: 6 }).notNull().default('91'),
    mobilePhoneNumber: varchar('mobile_phone_number', { length: 10 }),
    mobileVerified: smallint('mobile_verified').notNull().default(0),
    roleId: smallint('role_id').notNull().default(5),
    tinEncrypted: text('tin_encrypted'),
    tinHash: varchar('tin_hash', { length: 64 }),
    birthDate: date('birth_date'),
    language: smallint('language').notNull().default(1),
    blCompleted: smallint('bl_completed').notNull().default(0),
    plCompleted: smallint('pl_completed').notNull().default(0),
    glCompleted: smallint('gl_completed').notNull().default(0),
    hlCompleted: smallint('hl_completed').notNull().default(0),
    employmentStatusCode: smallint('employment_status_code'),
    businessRegistrationType: smallint('business_registration_type'),
    businessName: varchar('business_name', { length: 40 }),
    address1: varchar('address1', { length: 100 }),
    address2: varchar('address2', { length: 100 }),
    locality: varchar('locality', { length: 100 }),
    postalCode: varchar('postal_code', { length: 6 }),
    gender: smallint('gender'),
    inflightCreditAppId: varchar('inflight_credit_app_id', { length: 64 }),
    plUpdateRequired: smallint('pl_update_required').notNull().default(0),
    plSeUpdateRequired: smallint('pl_se_update_required').notNull().default(0),
    residenceType: smallint('residence_type'),
    seLoanAmount: integer('se_loan_amount'),
    allowSms: smallint('allow_sms').notNull().default(0),
    allowEmails: smallint('allow_emails').notNull().default(0),
    businessCurrentTurnover: integer('business_current_turnover'),
    businessYears: smallint('business_years'),
    employerName: varchar('employer_name', { length: 40 }),
    officePincode: varchar('officepincode', { length: 6 }),
    monthlyIncome: integer('monthly_income'),
    salaryMode: smallint('salary_mode'),
    monthlyRent: integer('monthly_rent').notNull().default(0),
    educationalLevel: smallint('educational_level'),
    emi: integer('emi').notNull().default(0),
    preferNetBanking: smallint('prefer_net_banking'),
    businessAccount: smallint('business_account'),
    creditScore: smallint('credit_score'),
    /** The partner a lead is attributed to (issue 6) and how it arrived. */
    partnerId: integer('partner_id'),
    attribution: jsonb('attribution'),
    lastLoginIp: varchar('last_login_ip', { length: 45 }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set by erasure (DPDP): the row stays, anonymised, so a new sign-in starts fresh. */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
  },
  (t) => [
    // issue 12: a VERIFIED identifier belongs to one live account; an unverified copy is no way in
    // and may sit on several accounts until someone proves it (docs/decisions/010).
    uniqueIndex('users_mobile_verified_unique')
      .on(t.mobilePhoneNumber)
      .where(sql`${t.mobileVerified} = 1 and ${t.erasedAt} is null`),
    uniqueIndex('users_email_verified_unique')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.emailVerified} = 1 and ${t.erasedAt} is null`),
    index('users_email_idx').on(sql`lower(${t.email})`),
    index('users_tin_hash_idx').on(t.tinHash),
    index('users_partner_idx').on(t.partnerId, t.createdAt),
    index('users_created_idx').on(t.createdAt),
  ],
);

/** Business, gold and housing loan answers that have no column of their own (spec 2 profile forms). */
export const userProductDetails = pgTable(
  'user_product_details',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    product: varchar('product', { length: 32 }).notNull(),
    data: jsonb('data').notNull(),
    /** The amount asked for with this product's form, whole rupees (issue 13: one per product). */
    desiredAmount: integer('desired_amount'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.product] })],
);

// DPDP consent ledger: purpose, notice version, language, time, channel, and withdrawal.
export const consentLedger = pgTable(
  'consent_ledger',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    purpose: varchar('purpose', { length: 32 }).notNull(),
    action: varchar('action', { length: 16 }).notNull(),
    noticeVersion: varchar('notice_version', { length: 16 }).notNull(),
    language: varchar('language', { length: 8 }).notNull(),
    channel: varchar('channel', { length: 16 }).notNull(),
    ip: varchar('ip', { length: 45 }),
    /** Who the data goes to, where the purpose names a third party (issue 13: the insurance partner). */
    recipientName: text('recipient_name'),
    recipientLicence: varchar('recipient_licence', { length: 40 }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('consent_ledger_user_idx').on(t.userId, t.purpose, t.at)],
);
