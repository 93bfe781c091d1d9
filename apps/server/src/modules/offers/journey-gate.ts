import {
  JOURNEY_MESSAGES,
  LENDER_PRODUCTS,
  journeyCallRefusal,
  serverRoutedTarget,
  type JourneyRefusal,
  type JourneyState,
  type LanguageCode,
  type LenderProduct,
} from '@cl/contracts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ActiveSession } from '../auth/session.service.ts';
import { answeredProductsOf } from '../users/product-details.ts';
import { loadCustomerSnapshot, type CustomerSnapshot } from '../users/users.repository.ts';

// Issue 13: the server half of the one journey rule (contracts journey-guard.ts). Offers, KFS,
// apply and lender hand-offs are refused for a state the web's guard would not show them in.

/**
 * The journey state of a signed-in customer: profile flags from the record, each product's own
 * answers from its details row (ADR 015), the check from the session.
 */
export function journeyStateOf(customer: CustomerSnapshot, session: ActiveSession): JourneyState {
  const { user } = customer;
  return {
    userId: user ? user.id : null,
    // A customer session exists only after the OTP was verified (auth.routes.ts).
    verified: Boolean(user),
    productType: null, // the server never trusts the product cookie; each call names its product
    pl_completed: user?.plCompleted ?? 0,
    bl_completed: user?.blCompleted ?? 0,
    gl_completed: user?.glCompleted ?? 0,
    hl_completed: user?.hlCompleted ?? 0,
    answeredProducts: user ? answeredProductsOf(customer.details) : [],
    returningConfirmed: session.identityConfirmed,
  };
}

export function journeyError(refusal: JourneyRefusal, language: LanguageCode): AppError {
  const status = refusal === 'SIGNED_OUT' || refusal === 'UNVERIFIED' ? 401 : 403;
  return new AppError(status, `JOURNEY_${refusal}`, JOURNEY_MESSAGES[refusal][language]);
}

/** A lender's products as lender products; a lender that names none is treated as personal. */
export function lenderProductsOf(values: readonly string[]): LenderProduct[] {
  const known = LENDER_PRODUCTS.filter((product) => values.includes(product));
  return known.length > 0 ? known : ['personal'];
}

export async function customerJourneyState(db: Database, session: ActiveSession): Promise<JourneyState> {
  return journeyStateOf(await loadCustomerSnapshot(db, session.subjectId), session);
}

/**
 * Throws 403 JOURNEY_* unless the customer may act on at least one of `products` (a lender's KFS
 * or hand-off serves every product it lends; offers and apply name one). Answers the session and
 * the customer as read for the check, so the offers call does not read them again (issue 16).
 * `record`: the customer as read with the session (requireCustomerWithRecord), else read here.
 */
export async function assertJourneyAllows(
  db: Database,
  session: ActiveSession | undefined,
  products: readonly LenderProduct[],
  language: LanguageCode,
  record?: CustomerSnapshot,
): Promise<{ session: ActiveSession; customer: CustomerSnapshot }> {
  if (!session) throw journeyError('SIGNED_OUT', language);
  const customer = record ?? (await loadCustomerSnapshot(db, session.subjectId));
  const state = journeyStateOf(customer, session);
  const refusals = products.map((product) => journeyCallRefusal(product, state));
  if (refusals.includes(null)) return { session, customer };
  // The first product's refusal names the step (profile before identity).
  throw journeyError(refusals[0] ?? 'PROFILE_INCOMPLETE', language);
}

/**
 * spec 4 and 7: POST /api/gold-loans/{id} and /api/housing-loan/{id} answer where the customer
 * goes next, by the same rule the offers calls are refused with (issue 13): the product's form,
 * the welcome-back check, or the product's offers page.
 */
export async function serverRoutedRedirect(
  db: Database,
  session: ActiveSession,
  family: 'gold' | 'housing',
): Promise<string> {
  return serverRoutedTarget(family, await customerJourneyState(db, session));
}
