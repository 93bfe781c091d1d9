import { and, eq, inArray, isNotNull, or } from 'drizzle-orm';
import * as t from '../../db/schema/index.ts';
import { ERASED, forgetJourneyDestinations, scrubColumn } from './erasure.repository.ts';
import { contacts, needlesOf, type RegistryEntry } from './registry-types.ts';
import { SHARED_TABLES } from './registry-shared-tables.ts';
import { flushJourneyQueue } from '../admin-reports/journey-summaries.repository.ts';

export type { ErasedPerson, RegistryEntry } from './registry-types.ts';

/**
 * Issue 12 finding 5: the one list of every table and column that may hold a person's data, and
 * what erasure does to each. erasure.service runs it in order; personal-data-registry.test fails
 * when a table with a personal-looking column is missing, so a new table must be decided here.
 */
export const PERSONAL_DATA_REGISTRY: readonly RegistryEntry[] = [
  {
    table: t.users,
    columns: [
      'email',
      'email_verified',
      'first_name',
      'last_name',
      'mobile_phone_code',
      'mobile_phone_number',
      'mobile_verified',
      'tin_encrypted',
      'tin_hash',
      'birth_date',
      'business_name',
      'address1',
      'address2',
      'locality',
      'postal_code',
      'employer_name',
      'officepincode',
      'monthly_income',
      'business_current_turnover',
      'last_login_ip',
      'attribution',
      'allow_emails',
    ],
    action: 'clear',
    why: 'The row stays (ids of applications and consents point at it, RBI record-keeping) with every personal field cleared and erased_at set.',
    erase: async (tx, p) => {
      await tx
        .update(t.users)
        .set({
          email: null,
          emailVerified: 0,
          firstName: null,
          lastName: null,
          mobilePhoneNumber: null,
          mobileVerified: 0,
          tinEncrypted: null,
          tinHash: null,
          birthDate: null,
          address1: null,
          address2: null,
          locality: null,
          postalCode: null,
          employerName: null,
          officePincode: null,
          businessName: null,
          businessCurrentTurnover: null,
          monthlyIncome: null,
          lastLoginIp: null,
          attribution: null,
          allowSms: 0,
          allowEmails: 0,
          erasedAt: new Date(),
          updatedAt: new Date(),
        })
        .where(eq(t.users.id, p.userId));
    },
  },
  {
    table: t.userProductDetails,
    columns: ['data'],
    action: 'delete',
    why: 'Product form answers: nothing to keep.',
    erase: async (tx, p) => {
      await tx.delete(t.userProductDetails).where(eq(t.userProductDetails.userId, p.userId));
    },
  },
  {
    table: t.sessions,
    columns: ['ip', 'user_agent'],
    action: 'delete',
    why: 'Deleting the rows ends every customer session (a token without a row is refused).',
    erase: async (tx, p) => {
      await tx
        .delete(t.sessions)
        .where(and(eq(t.sessions.area, 'customer'), eq(t.sessions.subjectId, p.userId)));
    },
  },
  {
    table: t.otpCodes,
    columns: ['destination', 'ip'],
    action: 'delete',
    why: 'Codes (hashed) and where they were sent: live ones die with the rows.',
    erase: async (tx, p) => {
      const to = contacts(p);
      if (to.length > 0) await tx.delete(t.otpCodes).where(inArray(t.otpCodes.destination, to));
    },
  },
  {
    table: t.journeyDayQueue,
    columns: ['person'],
    action: 'delete',
    why: 'Changes to the customers journey summary waiting for a worker pass (docs/decisions/035) hold an OTP destination as the person: the deleted codes queue their own changes, and all queued changes are added to the summary (the entry below) and so leave the queue.',
    erase: async (tx, p) => {
      if (contacts(p).length > 0) await flushJourneyQueue(tx);
    },
  },
  {
    table: t.journeyPersonDays,
    columns: ['person'],
    action: 'delete',
    why: 'The customers journey summary (docs/decisions/035) holds an OTP destination as the person of step 1: deleting the otp_codes rows above takes those days out through its trigger; anything left for their number or email is taken out here the same way.',
    erase: async (tx, p) => {
      const to = contacts(p);
      if (to.length > 0) await forgetJourneyDestinations(tx, to);
    },
  },
  {
    table: t.otpFailures,
    columns: ['destination', 'ip', 'reason'],
    action: 'delete',
    why: 'Failure records keyed by the number or email.',
    erase: async (tx, p) => {
      const to = contacts(p);
      if (to.length > 0) await tx.delete(t.otpFailures).where(inArray(t.otpFailures.destination, to));
    },
  },
  {
    table: t.rateLimitCounters,
    columns: ['key'],
    action: 'delete',
    why: 'Counters keyed by the number or email (OTP per-destination limits).',
    erase: async (tx, p) => {
      const to = contacts(p);
      if (to.length > 0) await tx.delete(t.rateLimitCounters).where(inArray(t.rateLimitCounters.key, to));
    },
  },
  {
    table: t.helpRequests,
    columns: ['name', 'email', 'phone', 'company', 'description'],
    action: 'delete',
    why: 'Requests sent from their number or email are deleted; others that quote them are scrubbed.',
    erase: async (tx, p) => {
      const conditions = [
        p.email ? eq(t.helpRequests.email, p.email) : undefined,
        p.mobile ? eq(t.helpRequests.phone, p.mobile) : undefined,
      ];
      if (p.email || p.mobile) await tx.delete(t.helpRequests).where(or(...conditions));
      for (const column of [t.helpRequests.name, t.helpRequests.description])
        await scrubColumn(tx, column, needlesOf(p));
    },
  },
  {
    table: t.csrNotes,
    columns: ['note'],
    action: 'delete',
    why: 'Notes about the customer are about a person only.',
    erase: async (tx, p) => {
      await tx.delete(t.csrNotes).where(eq(t.csrNotes.userId, p.userId));
    },
  },
  {
    table: t.callOutcomes,
    columns: ['note'],
    action: 'clear',
    why: 'The outcome stays for telecalling statistics; the free-text note is replaced.',
    erase: async (tx, p) => {
      await tx
        .update(t.callOutcomes)
        .set({ note: ERASED })
        .where(and(eq(t.callOutcomes.userId, p.userId), isNotNull(t.callOutcomes.note)));
    },
  },
  {
    table: t.leads,
    columns: ['name', 'mobile', 'email', 'meta', 'pincode'],
    action: 'clear',
    why: 'Partner leads stay for commission records (ids, product, amount); contact details go.',
    erase: async (tx, p) => {
      const clear = { name: null, mobile: null, email: null, meta: null, pincode: null };
      await tx.update(t.leads).set(clear).where(eq(t.leads.userId, p.userId));
      const byContact = [
        p.mobile ? eq(t.leads.mobile, p.mobile) : undefined,
        p.email ? eq(t.leads.email, p.email) : undefined,
      ];
      if (p.mobile || p.email)
        await tx
          .update(t.leads)
          .set(clear)
          .where(or(...byContact));
    },
  },
  {
    table: t.consentLedger,
    // recipient_name is the licensed company the consent named (ADR 014), kept with the consent.
    columns: ['ip', 'recipient_name'],
    action: 'clear',
    why: 'Kept: proof of what was consented and withdrawn (DPDP s.6(10) puts that burden on us). It holds only the user id, now pseudonymous, so the address is cleared.',
    erase: async (tx, p) => {
      await tx.update(t.consentLedger).set({ ip: null }).where(eq(t.consentLedger.userId, p.userId));
    },
  },
  {
    table: t.applications,
    columns: ['redirect_url', 'reason', 'offer_snapshot'],
    action: 'scrub',
    why: 'Kept for RBI record-keeping (ids, amounts, status); any copy of their details inside is replaced.',
    erase: async (tx, p) => {
      for (const column of [t.applications.redirectUrl, t.applications.reason, t.applications.offerSnapshot])
        await scrubColumn(tx, column, needlesOf(p));
    },
  },
  ...SHARED_TABLES,
];
