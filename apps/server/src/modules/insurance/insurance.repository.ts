import { and, desc, eq } from 'drizzle-orm';
import type { InsurancePartner } from '@cl/contracts';
import type { Database, Transaction } from '../../db/client.ts';
import { consentLedger, partners } from '../../db/schema/index.ts';

type Db = Database | Transaction;

type PartnerInsuranceColumns = Pick<
  typeof partners.$inferSelect,
  'insuranceName' | 'insuranceUrl' | 'insuranceLicence'
>;

/** The three columns as a partner, or null unless all are set (the table's check holds them together). */
export function toSiteInsurancePartner(row: PartnerInsuranceColumns): InsurancePartner | null {
  const { insuranceName: name, insuranceUrl: url, insuranceLicence: licence } = row;
  return name !== null && url !== null && licence !== null ? { name, url, licence } : null;
}

/** A partner site's own insurance partner; undefined when there is no such partner (site). */
export async function findSiteInsurancePartner(
  db: Db,
  partnerId: number,
): Promise<InsurancePartner | null | undefined> {
  const [row] = await db
    .select({
      insuranceName: partners.insuranceName,
      insuranceUrl: partners.insuranceUrl,
      insuranceLicence: partners.insuranceLicence,
    })
    .from(partners)
    .where(eq(partners.id, partnerId))
    .limit(1);
  return row ? toSiteInsurancePartner(row) : undefined;
}

/** Sets (or, with null, removes) a partner site's insurance partner; false when no such partner. */
export async function updateSiteInsurancePartner(
  db: Db,
  partnerId: number,
  partner: InsurancePartner | null,
): Promise<boolean> {
  const updated = await db
    .update(partners)
    .set({
      insuranceName: partner?.name ?? null,
      insuranceUrl: partner?.url ?? null,
      insuranceLicence: partner?.licence ?? null,
      updatedAt: new Date(),
    })
    .where(eq(partners.id, partnerId))
    .returning({ id: partners.id });
  return updated.length > 0;
}

/** The customer's latest insurance consent row: what was decided, and for which partner. */
export async function latestInsuranceConsent(db: Db, userId: number) {
  const [row] = await db
    .select({
      action: consentLedger.action,
      recipientName: consentLedger.recipientName,
      recipientLicence: consentLedger.recipientLicence,
    })
    .from(consentLedger)
    .where(and(eq(consentLedger.userId, userId), eq(consentLedger.purpose, 'insurance_partner')))
    .orderBy(desc(consentLedger.at), desc(consentLedger.id))
    .limit(1);
  return row;
}
