import { formatIndiaDayOf, todayInIndia, type ApplicationSummary, type LenderProduct } from '@cl/contracts';
import type { Database } from '../../db/client.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { findLiveLender, type LenderRow } from '../lenders/lenders.repository.ts';
import { canTakeApplications, checkEligibility, handoffOf } from '../offers/eligibility.ts';
import { customerFacts, emiExampleFor } from '../offers/offers.service.ts';
import { kfsVersionOf } from '../offers/lender-terms.ts';
import { RANKING_METHOD_VERSION } from '@cl/contracts';
import {
  addEvent,
  findByIdempotencyKey,
  findRecentToLender,
  insertApplication,
  lockApplicant,
  logDuplicate,
  queueLenderSubmission,
  setRedirectUrl,
  summaries,
} from './applications.repository.ts';

export interface ApplyInput {
  /** The language refusals are written in (the customer's interface language). */
  language: 'en' | 'hi';
  userId: number;
  partnerId: number | null;
  lenderId: number;
  product: LenderProduct;
  amount: number;
  tenureMonths: number | null;
  kfsVersion: string;
  idempotencyKey: string;
}

export interface ApplyDeps {
  db: Database;
  dedupeWindowDays: number;
  now?: () => Date;
}

/** The lender's own page, with the UTM parameters and our reference (spec 3 utms). */
export function redirectLink(lender: LenderRow, publicId: string, product: LenderProduct): string | null {
  if (!lender.redirectUrl) return null;
  const url = new URL(lender.redirectUrl);
  url.searchParams.set('utm_source', 'credilink');
  url.searchParams.set('utm_medium', 'marketplace');
  url.searchParams.set('utm_campaign', product);
  url.searchParams.set('ref', publicId);
  return url.toString();
}

// The Indian day, as the customer's screens print dates (@cl/contracts calendar/).
const formatDate = (d: Date, language: 'en' | 'hi') => formatIndiaDayOf(d.toISOString(), language);

const MESSAGES = {
  en: {
    notMatched: 'Please select a offer from offer screen',
    kfsChanged: "The lender's terms have changed. Please read the updated Key Fact Statement",
    duplicate: (lender: string, on: string, again: string) =>
      `You already applied to ${lender} on ${on}. You can apply to them again after ${again}`,
    closed: 'This lender is not taking applications now',
    noHandoff:
      'This lender cannot take applications through our marketplace yet. Please choose another offer',
  },
  hi: {
    notMatched: 'कृपया ऑफ़र स्क्रीन से एक ऑफ़र चुनें',
    kfsChanged: 'लेंडर की शर्तें बदल गई हैं। कृपया नया मुख्य तथ्य विवरण (KFS) पढ़ें',
    duplicate: (lender: string, on: string, again: string) =>
      `आपने ${on} को ${lender} में पहले ही आवेदन किया है। आप ${again} के बाद उनमें फिर से आवेदन कर सकते हैं`,
    closed: 'यह लेंडर अभी आवेदन नहीं ले रहा है',
    noHandoff: 'यह लेंडर अभी हमारे मार्केटप्लेस के माध्यम से आवेदन नहीं ले सकता। कृपया कोई दूसरा ऑफ़र चुनें',
  },
} as const;

/**
 * Apply to one lender (issue 4). Idempotent on (customer, key): a retried or double-clicked submit
 * answers the first application. A second application to the same lender inside the de-dupe window
 * is refused and logged. API lenders get an outbox row in the same transaction (nothing accepted is
 * lost); the others get the redirect link.
 */
export async function applyToLender(
  deps: ApplyDeps,
  input: ApplyInput,
): Promise<{ application: ApplicationSummary; created: boolean }> {
  const now = deps.now?.() ?? new Date();
  const outcome = await deps.db.transaction(async (tx) => {
    await lockApplicant(tx, input.userId);
    const repeat = await findByIdempotencyKey(tx, input.userId, input.idempotencyKey);
    if (repeat) return { kind: 'repeat' as const, row: repeat };

    const text = MESSAGES[input.language];
    const lender = await findLiveLender(tx, input.lenderId);
    if (!lender || lender.lenderStatus !== 1 || lender.vendorOn !== 1) throw notFound(text.closed);
    // A redirect lender without a link: nothing to continue to, so no application (ADR 006).
    if (!canTakeApplications(lender)) throw badRequest(text.noHandoff);
    const facts = { ...(await customerFacts(tx, input.userId, input.product)), desiredAmount: input.amount };
    const eligibility = checkEligibility(facts, lender, todayInIndia(now));
    if (!eligibility.matched) throw badRequest(text.notMatched);
    const kfsVersion = kfsVersionOf(lender);
    if (kfsVersion !== input.kfsVersion) {
      throw new AppError(409, 'KFS_CHANGED', text.kfsChanged);
    }

    // A window of 0 days turns de-dupe off (rather than comparing with this request's own clock,
    // which an application committed a moment later by a concurrent request would pass).
    const since = new Date(now.getTime() - deps.dedupeWindowDays * 86_400_000);
    const recent =
      deps.dedupeWindowDays > 0 ? await findRecentToLender(tx, input.userId, lender.id, since) : undefined;
    if (recent) {
      await logDuplicate(tx, {
        userId: input.userId,
        lenderId: lender.id,
        existingApplicationId: recent.id,
        windowDays: deps.dedupeWindowDays,
      });
      const again = new Date(recent.createdAt.getTime() + deps.dedupeWindowDays * 86_400_000);
      return {
        kind: 'duplicate' as const,
        message: text.duplicate(
          lender.name,
          formatDate(recent.createdAt, input.language),
          formatDate(again, input.language),
        ),
      };
    }

    const handoff = handoffOf(lender);
    const row = await insertApplication(tx, {
      userId: input.userId,
      lenderId: lender.id,
      product: input.product,
      amount: input.amount,
      tenureMonths: input.tenureMonths,
      status: 'created',
      handoff,
      partnerId: input.partnerId,
      idempotencyKey: input.idempotencyKey,
      offerSnapshot: {
        kfsVersion,
        methodVersion: RANKING_METHOD_VERSION,
        aprMin: lender.aprMin,
        aprMax: lender.aprMax,
        interestRate: lender.interestRate,
        emiExample: emiExampleFor(lender, input.amount, [input.product]),
      },
      createdAt: now,
      updatedAt: now,
    });
    await addEvent(tx, row.id, 'created', 'customer', null);
    if (handoff === 'api') {
      await queueLenderSubmission(tx, row.id, lender.id, now);
      return { kind: 'created' as const, row };
    }
    // Issue 13: the application stays 'created' until the customer follows the link
    // (continue.service.ts); only then has the lender got it (docs/decisions/006).
    const link = redirectLink(lender, row.publicId, input.product);
    const withLink = await setRedirectUrl(tx, row.id, link, now);
    return { kind: 'created' as const, row: withLink ?? row };
  });

  if (outcome.kind === 'duplicate') throw conflict(outcome.message);
  const [application] = await summaries(deps.db, [outcome.row]);
  if (!application) throw new Error('application summary missing');
  return { application, created: outcome.kind === 'created' };
}
