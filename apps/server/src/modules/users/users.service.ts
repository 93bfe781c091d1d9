import {
  CUSTOMER_ROLE_ID,
  formatRupees,
  goldLoanCap,
  goldValueRupees,
  hintBirthDate,
  hintPan,
  msgWith,
  type UserRecord,
  serverMessage,
} from '@cl/contracts';
import type { Database } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { decryptField } from '../../lib/crypto.ts';
import type { Secrets } from '../../lib/secrets.ts';
import { consentChanges, currentConsents, type ConsentContext } from './consent.ts';
import { productAnswersOf } from './product-details.ts';
import { isoBirthDate, panLookupHash, profileColumns, type ProfileUpdate } from './profile-columns.ts';
import { toUserRecord } from './user-record.ts';
import { clearUnverifiedCopies, findLiveUserByVerifiedIdentifier } from './identifiers.repository.ts';
import { emailOnSave } from './email-verification.service.ts';
import { isUniqueViolation } from './unique-violation.ts';
import {
  appendConsents,
  findLiveUser,
  insertLead,
  insertUser,
  listProductDetails,
  updateUser,
  upsertProductDetails,
  type UserRow,
} from './users.repository.ts';

export interface UsersDeps {
  db: Database;
  secrets: Secrets;
  /** 24-karat gold, paise per gram, for the gold loan LTV cap (env GOLD_PRICE_PER_GRAM_PAISE). */
  goldPricePerGramPaise: number;
}

function leadSource(data: unknown): string {
  if (typeof data !== 'object' || data === null || !('utms' in data)) return 'site';
  const utms = data.utms;
  if (typeof utms !== 'object' || utms === null || !('utm_medium' in utms)) return 'site';
  return utms.utm_medium === 'referral' ? 'referral' : 'utm';
}

function readPan(deps: UsersDeps, row: UserRow): string | null {
  return row.tinEncrypted ? decryptField(deps.secrets.panKey, row.tinEncrypted) : null;
}

/** Verify creates the customer on first sign-in (issue 3); an erased customer starts fresh. */
export async function findOrCreateCustomer(
  deps: UsersDeps,
  input: {
    channel: 'mobile' | 'email';
    destination: string;
    ip: string;
    /** issue 13: the language chosen on the sign-in page (a languages id), kept on the profile. */
    language?: number;
    /** viaProspect: the partner's own pushed lead stands for this customer; no second lead. */
    attribution?: { partnerId?: number; data?: unknown; viaProspect?: boolean };
  },
): Promise<{ user: UserRow; created: boolean }> {
  try {
    return await findOrCreateOnce(deps, input);
  } catch (error) {
    // issue 12: the same address verified on another account at this very moment; the unique
    // index let that one win, so this sign-in now finds it.
    if (!isUniqueViolation(error)) throw error;
    return findOrCreateOnce(deps, input);
  }
}

async function findOrCreateOnce(
  deps: UsersDeps,
  input: Parameters<typeof findOrCreateCustomer>[1],
): Promise<{ user: UserRow; created: boolean }> {
  return deps.db.transaction(async (tx) => {
    // issue 12 finding 1: only a verified identifier is a way in; the code just proved this one,
    // so unverified copies typed into other accounts are cleared (docs/decisions/010).
    const existing = await findLiveUserByVerifiedIdentifier(tx, input.channel, input.destination);
    const verified = input.channel === 'mobile' ? { mobileVerified: 1 } : { emailVerified: 1 };
    const chosen = input.language === undefined ? {} : { language: input.language };
    if (existing) {
      await updateUser(tx, existing.id, { ...chosen, lastLoginAt: new Date(), lastLoginIp: input.ip });
      return { user: { ...existing, ...chosen }, created: false };
    }
    await clearUnverifiedCopies(tx, input.channel, input.destination);
    const user = await insertUser(tx, {
      ...(input.channel === 'mobile'
        ? { mobilePhoneNumber: input.destination }
        : { email: input.destination }),
      ...verified,
      ...chosen,
      channelId: input.channel === 'mobile' ? 1 : 2,
      roleId: CUSTOMER_ROLE_ID,
      partnerId: input.attribution?.partnerId,
      attribution: input.attribution?.data,
      lastLoginAt: new Date(),
      lastLoginIp: input.ip,
    });
    if (user.partnerId !== null && !input.attribution?.viaProspect) {
      // The partner's lead, so partner reports and revenue count this customer (issue 6).
      const utms = input.attribution?.data;
      await insertLead(tx, {
        partnerId: user.partnerId,
        source: leadSource(utms),
        userId: user.id,
        mobile: user.mobilePhoneNumber,
        email: user.email,
        meta: utms ?? null,
      });
    }
    return { user, created: true };
  });
}

export async function getUserRecord(deps: UsersDeps, userId: number): Promise<UserRecord> {
  const row = await findLiveUser(deps.db, userId);
  if (!row) throw notFound(serverMessage('noSuchUser'));
  const details = await listProductDetails(deps.db, userId);
  return toUserRecord(row, readPan(deps, row), productAnswersOf(details));
}

export async function getMaskInfo(
  deps: UsersDeps,
  userId: number,
): Promise<{ pan: string | null; birth_date: string | null }> {
  const row = await findLiveUser(deps.db, userId);
  if (!row) throw notFound(serverMessage('noSuchUser'));
  // Issue 12: the welcome-back hint reveals the least that helps (identity-check.ts of contracts).
  return { pan: hintPan(readPan(deps, row)), birth_date: hintBirthDate(row.birthDate) };
}

export async function setLanguage(deps: UsersDeps, userId: number, language: number): Promise<void> {
  await updateUser(deps.db, userId, { language });
}

/** RBI gold loans: at most 75% of the pledged gold's value, at the configured gold price. */
function checkGoldLtv(deps: UsersDeps, body: Extract<ProfileUpdate, { form: 'gold' }>): void {
  const { gold_weight_grams: grams, gold_purity_karat: karat, desired_loan_amount: asked } = body;
  const cap = goldLoanCap(grams, karat, deps.goldPricePerGramPaise);
  if (asked <= cap) return;
  const message = msgWith('goldLtv', {
    value: formatRupees(goldValueRupees(grams, karat, deps.goldPricePerGramPaise)),
    max: formatRupees(cap),
  });
  throw badRequest(message, { desired_loan_amount: message });
}

/** Saves one profile form, sets its completion flag and writes consent changes to the ledger. */
export async function saveProfile(
  deps: UsersDeps,
  userId: number,
  body: ProfileUpdate,
  context: ConsentContext,
): Promise<{ record: UserRecord; emailChanged: boolean }> {
  if (body.form === 'gold') checkGoldLtv(deps, body);
  const { set, details } = profileColumns(deps, body);
  const emailChanged = await deps.db.transaction(async (tx) => {
    const row = await findLiveUser(tx, userId);
    if (!row) throw notFound(serverMessage('noSuchUser'));
    const email = await emailOnSave(tx, row, set.email ?? undefined);
    await updateUser(tx, userId, { ...set, ...email.set });
    if (details !== undefined) {
      await upsertProductDetails(tx, userId, body.form, details.data, details.desiredAmount);
    }
    const current = await currentConsents(tx, userId);
    await appendConsents(
      tx,
      consentChanges(
        userId,
        current,
        {
          data_processing: body.consent_data_processing,
          sms_marketing: body.allow_sms === 1,
          email_marketing: body.allow_emails === 1,
        },
        context,
      ),
    );
    return email.changed;
  });
  return { record: await getUserRecord(deps, userId), emailChanged };
}

/** spec 2 welcome-back: the registered PAN and birth date must both match. */
export async function checkIdentity(
  deps: UsersDeps,
  userId: number,
  pan: string,
  birthDate: string,
): Promise<boolean> {
  const row = await findLiveUser(deps.db, userId);
  if (!row?.tinHash || !row.birthDate) return false;
  return row.tinHash === panLookupHash(deps.secrets, pan) && row.birthDate === isoBirthDate(birthDate);
}

/** Withdrawing is as easy as giving (DPDP): one call per purpose, recorded in the ledger. */
export async function withdrawConsent(
  deps: UsersDeps,
  userId: number,
  purpose: 'sms_marketing' | 'email_marketing' | 'call_marketing' | 'data_processing' | 'insurance_partner',
  context: ConsentContext,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const current = await currentConsents(tx, userId);
    await appendConsents(tx, consentChanges(userId, current, { [purpose]: false }, context));
    if (purpose === 'sms_marketing') await updateUser(tx, userId, { allowSms: 0 });
    if (purpose === 'email_marketing') await updateUser(tx, userId, { allowEmails: 0 });
  });
}

/** Giving a marketing consent from the profile page (never pre-ticked; recorded in the ledger). */
export async function giveConsent(
  deps: UsersDeps,
  userId: number,
  purpose: 'sms_marketing' | 'email_marketing' | 'call_marketing',
  context: ConsentContext,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const current = await currentConsents(tx, userId);
    await appendConsents(tx, consentChanges(userId, current, { [purpose]: true }, context));
    if (purpose === 'sms_marketing') await updateUser(tx, userId, { allowSms: 1 });
    if (purpose === 'email_marketing') await updateUser(tx, userId, { allowEmails: 1 });
  });
}
