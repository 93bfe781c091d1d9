import type { JourneyState, ProductType, SessionUser } from '@cl/contracts';

export interface JourneySession {
  user: SessionUser;
  returningConfirmed: boolean;
}

/**
 * spec 4 / spec 6: the state guardCustomerPath and nextJourneyStep read. A customer with a
 * session has verified their OTP (the session exists only after verify); the product is the
 * productType cookie (spec 3).
 */
export function journeyStateOf(
  session: JourneySession | null,
  productType: ProductType | null,
): JourneyState {
  const user = session?.user;
  return {
    userId: user?.userId ?? null,
    verified: Boolean(session),
    productType,
    pl_completed: user?.pl_completed ?? 0,
    bl_completed: user?.bl_completed ?? 0,
    gl_completed: user?.gl_completed ?? 0,
    hl_completed: user?.hl_completed ?? 0,
    answeredProducts: user?.answered_products ?? [],
    returningConfirmed: session?.returningConfirmed ?? false,
  };
}
