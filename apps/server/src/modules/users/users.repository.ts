import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { preparedPer } from '../../db/prepared.ts';
import { consentLedger, leads, userProductDetails, users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;
export type UserUpdate = Partial<typeof users.$inferInsert>;
/** A consent ledger row to append (consent.ts and insurance build them). */
export type ConsentRow = typeof consentLedger.$inferInsert;
export type Db = Database | Transaction;

const liveUserById = preparedPer((db: Db) =>
  db
    .select()
    .from(users)
    .where(and(eq(users.id, sql.placeholder('id')), isNull(users.erasedAt)))
    .limit(1)
    .prepare('live_user_by_id'),
);

export async function findLiveUser(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await liveUserById(db).execute({ id });
  return row;
}

const liveUserByMobile = preparedPer((db: Db) =>
  db
    .select()
    .from(users)
    .where(and(eq(users.mobilePhoneNumber, sql.placeholder('destination')), isNull(users.erasedAt)))
    .limit(1)
    .prepare('live_user_by_mobile'),
);
const liveUserByEmail = preparedPer((db: Db) =>
  db
    .select()
    .from(users)
    .where(and(eq(users.email, sql.placeholder('destination')), isNull(users.erasedAt)))
    .limit(1)
    .prepare('live_user_by_email'),
);

/** Prepared (ADR 028): every OTP send and verify looks the customer up by the destination. */
export async function findLiveUserByDestination(
  db: Db,
  channel: 'mobile' | 'email',
  destination: string,
): Promise<UserRow | undefined> {
  const byDestination = channel === 'mobile' ? liveUserByMobile : liveUserByEmail;
  const [row] = await byDestination(db).execute({ destination });
  return row;
}

export async function insertUser(db: Db, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('user insert returned nothing');
  return row;
}

export async function updateUser(db: Db, id: number, set: UserUpdate): Promise<void> {
  await db
    .update(users)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(users.id, id));
}

export type ProductDetailsRow = typeof userProductDetails.$inferSelect;

export async function upsertProductDetails(
  db: Db,
  userId: number,
  product: string,
  data: unknown,
  desiredAmount: number,
): Promise<void> {
  await db
    .insert(userProductDetails)
    .values({ userId, product, data, desiredAmount })
    .onConflictDoUpdate({
      target: [userProductDetails.userId, userProductDetails.product],
      set: { data, desiredAmount, updatedAt: new Date() },
    });
}

const productDetailsOfUser = preparedPer((db: Db) =>
  db
    .select()
    .from(userProductDetails)
    .where(eq(userProductDetails.userId, sql.placeholder('userId')))
    .prepare('product_details_of_user'),
);

export async function listProductDetails(db: Db, userId: number): Promise<ProductDetailsRow[]> {
  return productDetailsOfUser(db).execute({ userId });
}

export async function appendConsents(db: Db, rows: ConsentRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(consentLedger).values(rows);
}

/**
 * What the journey gate and the offers read of a customer's record: the profile flags, and the
 * facts an offer is matched on (offers.service.ts factsOf). Read with every offers view, so only
 * these (issue 16, ADR 028 tenth pass): the whole record was 54 columns, among them the PAN's
 * ciphertext and the contact details, which no offers view needs (DPDP: data minimisation).
 */
export const CUSTOMER_FACTS = {
  id: users.id,
  plCompleted: users.plCompleted,
  blCompleted: users.blCompleted,
  glCompleted: users.glCompleted,
  hlCompleted: users.hlCompleted,
  birthDate: users.birthDate,
  monthlyIncome: users.monthlyIncome,
  employmentStatusCode: users.employmentStatusCode,
  seLoanAmount: users.seLoanAmount,
  creditScore: users.creditScore,
  postalCode: users.postalCode,
};
/** What they read of each product form: which product, its answers and its amount. */
export const PRODUCT_FORM = {
  product: userProductDetails.product,
  data: userProductDetails.data,
  desiredAmount: userProductDetails.desiredAmount,
};
export type CustomerFactsRow = Pick<UserRow, keyof typeof CUSTOMER_FACTS>;
export type ProductFormRow = Pick<ProductDetailsRow, keyof typeof PRODUCT_FORM>;

/** A customer as the journey gate and the offers read them: the facts and every product form. */
export interface CustomerSnapshot {
  user: CustomerFactsRow | undefined;
  details: ProductFormRow[];
}

const customerWithDetails = preparedPer((db: Db) =>
  db
    .select({ user: CUSTOMER_FACTS, details: PRODUCT_FORM })
    .from(users)
    .leftJoin(userProductDetails, eq(userProductDetails.userId, users.id))
    .where(and(eq(users.id, sql.placeholder('id')), isNull(users.erasedAt)))
    .prepare('customer_with_details'),
);

/**
 * The facts and the product forms in one statement (issue 16, ADR 028): one row per form, or one
 * with no form. An erased or unknown customer answers no user and no forms (nothing reads the
 * forms of a customer who is not there).
 */
export async function loadCustomerSnapshot(db: Db, userId: number): Promise<CustomerSnapshot> {
  const rows = await customerWithDetails(db).execute({ id: userId });
  return {
    user: rows[0]?.user,
    details: rows.flatMap((row) => (row.details ? [row.details] : [])),
  };
}

/** A customer's consent ledger actions, newest first (the ledger is append-only). */
export async function listConsentActions(
  db: Db,
  userId: number,
): Promise<{ purpose: string; action: string }[]> {
  return db
    .select({ purpose: consentLedger.purpose, action: consentLedger.action })
    .from(consentLedger)
    .where(eq(consentLedger.userId, userId))
    .orderBy(desc(consentLedger.at), desc(consentLedger.id));
}

/** The partner's lead for a customer who signed up through the partner (issue 6). */
export async function insertLead(db: Db, values: typeof leads.$inferInsert): Promise<void> {
  await db.insert(leads).values(values);
}
