import { describe, expect, it } from 'vitest';
import {
  LENDER_PRODUCTS,
  OWN_ANSWER_PRODUCTS,
  PRODUCT_TYPES,
  type ProductType,
  isOwnAnswerProduct,
  lenderProductOf,
  type LenderProduct,
} from './catalog.ts';
import {
  CUSTOMER_ROUTE_RULES,
  customerRouteRule,
  guardCustomerPath,
  journeyCallRefusal,
  lenderProductFamily,
  serverRoutedTarget,
} from './journey-guard.ts';
import { journeyFamily, type JourneyFamily, type JourneyState } from './journey.ts';

// Issue 13: the route-state matrix. Every customer route in every state: signed out, unverified,
// no product, and each product x profile complete/incomplete x confirmed this session or not; for
// student, two-wheeler and car loans also the personal profile complete without that product's own
// answers (ADR 015: completion per product).

const signedIn: JourneyState = {
  userId: 7,
  verified: true,
  productType: null,
  pl_completed: 0,
  bl_completed: 0,
  gl_completed: 0,
  hl_completed: 0,
  answeredProducts: [],
  returningConfirmed: false,
};

const DONE_FLAG = {
  personal: 'pl_completed',
  business: 'bl_completed',
  gold: 'gl_completed',
  housing: 'hl_completed',
} as const;

type Loan = keyof typeof DONE_FLAG;
const loanOf = (family: JourneyFamily): Loan | null =>
  family === 'personal' || family === 'business' || family === 'gold' || family === 'housing' ? family : null;

interface NamedState {
  name: string;
  state: JourneyState;
}

function productStates(): NamedState[] {
  const states: NamedState[] = [];
  for (const productType of PRODUCT_TYPES) {
    // Returning through another product: a profile of another family completed earlier.
    for (const confirmed of [false, true]) {
      const other = loanOf(journeyFamily(productType)) === 'personal' ? 'bl_completed' : 'pl_completed';
      states.push({
        name: `${productType}, another product's profile complete, ${confirmed ? 'confirmed' : 'not confirmed'}`,
        state: { ...signedIn, productType, [other]: 1, returningConfirmed: confirmed },
      });
    }
    const own = lenderProductOf(productType);
    for (const complete of [false, true]) {
      for (const confirmed of [false, true]) {
        const family = journeyFamily(productType);
        const flags =
          complete && family in DONE_FLAG ? { [DONE_FLAG[family as keyof typeof DONE_FLAG]]: 1 } : {};
        const answeredProducts = complete && isOwnAnswerProduct(own) ? [own] : [];
        states.push({
          name: `${productType}, ${complete ? 'complete' : 'incomplete'}, ${confirmed ? 'confirmed' : 'not confirmed'}`,
          state: { ...signedIn, productType, ...flags, answeredProducts, returningConfirmed: confirmed },
        });
      }
    }
    if (!isOwnAnswerProduct(own)) continue;
    // ADR 015: the personal profile done (say, for a personal loan), and the other products'
    // own answers too, but not this product's.
    for (const confirmed of [false, true]) {
      states.push({
        name: `${productType}, personal profile complete, own answers missing, ${confirmed ? 'confirmed' : 'not confirmed'}`,
        state: {
          ...signedIn,
          productType,
          pl_completed: 1,
          answeredProducts: OWN_ANSWER_PRODUCTS.filter((other) => other !== own),
          returningConfirmed: confirmed,
        },
      });
    }
  }
  return states;
}

/** The chosen product's profile: its family's flag and, for student, two-wheeler, car, its answers. */
function productDone(product: LenderProduct, s: JourneyState): boolean {
  const family = lenderProductFamily(product);
  const answered = !isOwnAnswerProduct(product) || s.answeredProducts.includes(product);
  return s[DONE_FLAG[family]] === 1 && answered;
}

const STATES: NamedState[] = [
  { name: 'signed out', state: { ...signedIn, userId: null, verified: false } },
  { name: 'unverified', state: { ...signedIn, verified: false } },
  { name: 'no product', state: signedIn },
  ...productStates(),
];

/** Each route pattern as a concrete path. */
const ROUTES = Object.keys(CUSTOMER_ROUTE_RULES).map((pattern) => pattern.replace(':lender', 'cashe'));

const DETAIL: Record<Loan, string> = {
  personal: '/user/user-detail',
  business: '/user/business-detail',
  gold: '/user/user-detail/gold-loan',
  housing: '/user/user-detail/affordable-housing-loan',
};
const WELCOME: Record<Loan, string> = {
  personal: '/user/welcome-back',
  business: '/user/business-welcome-back',
  gold: '/user/welcome-back',
  housing: '/user/welcome-back',
};

/** The journey written out once more, route by route, as the spec and issue 13 state it. */
function expected(path: string, s: JourneyState): string | null {
  if (s.userId === null) return '/';
  if (!s.verified) return '/verification';
  if (path === '/user/profile' || path === '/user/language') return null;
  if (!s.productType) return '/products';
  const family: JourneyFamily = journeyFamily(s.productType);
  const loan = loanOf(family);
  const lender = lenderProductOf(s.productType);
  const done = lender ? productDone(lender, s) : false;
  const returning = Object.values(DONE_FLAG).some((flag) => s[flag] === 1);
  const welcome = family === 'business' ? WELCOME.business : WELCOME.personal;
  const offersGate = (f: Loan) => (!done ? DETAIL[f] : !s.returningConfirmed ? WELCOME[f] : null);
  const form = (wanted: JourneyFamily | null) =>
    wanted && family !== wanted ? '/products' : returning && !s.returningConfirmed ? welcome : null;
  const onlyFor = (wanted: JourneyFamily) => (family === wanted ? null : '/products');
  switch (path) {
    case '/user/additional-info':
      return form(null);
    case '/user/user-detail':
      return form('personal');
    case '/user/business-detail':
      return form('business');
    case '/user/user-detail/gold-loan':
      return form('gold');
    case '/user/user-detail/affordable-housing-loan':
      return form('housing');
    case '/user/credit-card':
      return onlyFor('card');
    case '/user/insurance/transaction':
      return onlyFor('insurance');
    case '/user/deals':
      return onlyFor('deals');
    case '/user/welcome-back':
      if (family === 'business') return '/products';
      return returning ? null : loan ? DETAIL[loan] : '/products';
    case '/user/business-welcome-back':
      return family === 'business' ? (returning ? null : DETAIL.business) : '/products';
    case '/user/gold-offers':
      return family === 'gold' ? offersGate('gold') : '/products';
    case '/user/housing-offers':
      return family === 'housing' ? offersGate('housing') : '/products';
    case '/user/offers':
      return family === 'personal' ? offersGate('personal') : '/products';
    case '/user/business-offers':
      return family === 'business' ? offersGate('business') : '/products';
    default: // lender pages and hand-offs
      return loan ? offersGate(loan) : '/products';
  }
}

describe('guardCustomerPath: every customer route in every state (issue 13)', () => {
  for (const route of ROUTES) {
    it.each(STATES)(`${route}: $name`, ({ state }) => {
      expect(guardCustomerPath(route, state)).toBe(expected(route, state));
    });
  }

  it("no state reaches offers or a lender page without its profile and this session's check", () => {
    const offerSide = ROUTES.filter((route) => ['offers', 'lender'].includes(customerRouteRule(route).kind));
    for (const { state } of STATES) {
      for (const route of offerSide) {
        if (guardCustomerPath(route, state) !== null) continue;
        expect(state.returningConfirmed).toBe(true);
        const lender = lenderProductOf(state.productType ?? 'Credit Cards');
        expect(lender && productDone(lender, state)).toBe(true);
      }
    }
  });

  it('an unknown /user path still needs a signed-in, verified customer with a product', () => {
    expect(guardCustomerPath('/user/some/new/page', { ...signedIn, userId: null })).toBe('/');
    expect(guardCustomerPath('/user/some/new/page', signedIn)).toBe('/products');
  });
});

const FAMILY_PRODUCT: Record<Loan, ProductType> = {
  personal: 'Personal Loans',
  business: 'Business Loans',
  gold: 'Gold Loans',
  housing: 'Home Loans',
};

describe('journeyCallRefusal: the server refuses what the web guard would not show', () => {
  const offersPage: Record<string, string> = {
    personal: '/user/offers',
    business: '/user/business-offers',
    gold: '/user/gold-offers',
    housing: '/user/housing-offers',
  };
  for (const product of LENDER_PRODUCTS) {
    it.each(STATES)(`${product}: $name`, ({ state }) => {
      const refusal = journeyCallRefusal(product, state);
      const family = lenderProductFamily(product);
      const done = productDone(product, state);
      const want =
        state.userId === null
          ? 'SIGNED_OUT'
          : !state.verified
            ? 'UNVERIFIED'
            : !done
              ? 'PROFILE_INCOMPLETE'
              : !state.returningConfirmed
                ? 'IDENTITY_UNCONFIRMED'
                : null;
      expect(refusal).toBe(want);
      // The web shows this product's offers page exactly when the server answers its offers.
      const page = offersPage[family];
      const chosen = PRODUCT_TYPES.find((type) => lenderProductOf(type) === product);
      if (page && chosen) {
        const shown = guardCustomerPath(page, { ...state, productType: chosen }) === null;
        expect(shown).toBe(refusal === null);
      }
    });
  }
});

describe('serverRoutedTarget: the redirect gold and housing ask the server for (spec 4)', () => {
  for (const family of ['gold', 'housing'] as const) {
    it(`${family}: the form, then the welcome-back check, then its offers page`, () => {
      const flag = DONE_FLAG[family];
      expect(serverRoutedTarget(family, signedIn)).toBe(DETAIL[family]);
      expect(serverRoutedTarget(family, { ...signedIn, [flag]: 1 })).toBe('/user/welcome-back');
      const ready = { ...signedIn, [flag]: 1, returningConfirmed: true };
      expect(serverRoutedTarget(family, ready)).toBe(`/user/${family}-offers`);
      // The target is a page the web's guard shows to that product's customer.
      expect(
        guardCustomerPath(`/user/${family}-offers`, { ...ready, productType: FAMILY_PRODUCT[family] }),
      ).toBe(null);
    });
  }
});
