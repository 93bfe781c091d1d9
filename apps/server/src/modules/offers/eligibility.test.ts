import { describe, expect, it } from 'vitest';
import { EMPLOYMENT_STATUS, ELIGIBILITY_REASONS, RANKING_METHOD_VERSION } from '@cl/contracts';
import type { lenders } from '../../db/schema/lenders.ts';
import { SEED_LENDERS } from '../../db/seed/samples/lenders.ts';
import { activeSpecialOffer, checkEligibility, rankOffers } from './eligibility.ts';
import type { CustomerFacts, LenderCriteria, RankableOffer } from './eligibility.ts';

const today = { year: 2026, month: 11, day: 22 };

// spec 2's EarlySalary row: age 21-55, salaried, income 20000, loan 8000 to 400000, cibil 700+ (class 4).
const lender: LenderCriteria = {
  id: 1,
  slug: 'earlysalary',
  name: 'EarlySalary',
  minIncome: 20_000,
  maxIncome: 1_000_000,
  minAge: 21,
  maxAge: 55,
  minLoan: 8_000,
  maxLoan: 400_000,
  creditScoreClass: 4,
  salaried: 1,
  selfEmployed: 0,
  business: 0,
  lenderStatus: 1,
  vendorOn: 1,
  api: 0,
  autosubmission: 0,
  redirectUrl: 'https://lender.example/apply',
  products: ['personal'],
  deletedAt: null,
};

const customer: CustomerFacts = {
  birthDate: '1990-06-15',
  monthlyIncome: 45_000,
  employmentStatusCode: EMPLOYMENT_STATUS.salaried,
  desiredAmount: 200_000,
  creditScore: 760,
  pincode: '560001',
  product: 'personal',
};

const check = (c: Partial<CustomerFacts> = {}, l: Partial<LenderCriteria> = {}) =>
  checkEligibility({ ...customer, ...c }, { ...lender, ...l }, today);
const reasonsOf = (c: Partial<CustomerFacts> = {}, l: Partial<LenderCriteria> = {}) => {
  const result = check(c, l);
  return result.matched ? [] : result.reasons;
};

describe('checkEligibility', () => {
  it('matches a customer inside every criterion, offering the desired amount', () => {
    expect(check()).toEqual({ matched: true, offerAmount: 200_000, creditScoreUnknown: false });
  });

  it('the lender columns of the schema satisfy LenderCriteria', () => {
    // Compile-time: a selected lenders row can be passed as is, without mapping or casts.
    const accepts = (row: typeof lenders.$inferSelect): LenderCriteria => row;
    expect(accepts).toBeTypeOf('function');
  });

  describe('lender availability and product', () => {
    it.each([
      [{ lenderStatus: 0 }, 'lender_inactive'],
      [{ vendorOn: 0 }, 'lender_off'],
      // ADR 006: a redirect lender with no link has nowhere to send the customer.
      [{ redirectUrl: null }, 'no_handoff'],
      [{ redirectUrl: '  ' }, 'no_handoff'],
      [{ api: 1, autosubmission: 0, redirectUrl: null }, 'no_handoff'],
      [{ deletedAt: new Date('2026-11-01T00:00:00Z') }, 'lender_deleted'],
      [{ products: ['gold', 'business'] }, 'product'],
      [{ products: [] }, 'product'],
    ])('%o -> %s', (patch, reason) => {
      expect(reasonsOf({}, patch)).toEqual([reason]);
    });

    it('matches an API lender without a redirect link: the application goes through its API', () => {
      expect(check({}, { api: 1, autosubmission: 1, redirectUrl: null }).matched).toBe(true);
    });

    it('matches a lender offering several products', () => {
      expect(check({ product: 'home' }, { products: ['personal', 'home'] }).matched).toBe(true);
    });
  });

  describe('age (bounds inclusive, a birthday counts on its day)', () => {
    it.each([
      ['2005-11-22', []], // 21 today
      ['2005-11-23', ['age_below_min']], // 21 tomorrow: still 20
      ['1971-11-22', []], // 55 today
      ['1970-11-23', []], // 55 until tomorrow
      ['1970-11-22', ['age_above_max']], // 56 today
    ])('born %s -> %o', (birthDate, reasons) => {
      expect(reasonsOf({ birthDate })).toEqual(reasons);
    });

    it('counts a 29 February birthday from 1 March in other years', () => {
      const leapling = { ...customer, birthDate: '2004-02-29' };
      expect(checkEligibility(leapling, lender, { year: 2025, month: 2, day: 28 })).toMatchObject({
        reasons: ['age_below_min'],
      });
      expect(checkEligibility(leapling, lender, { year: 2025, month: 3, day: 1 }).matched).toBe(true);
    });

    it.each([null, '', '1990-02-30', '15/06/1990', '2030-01-01'])(
      'birth date %o is missing for a lender with age limits',
      (birthDate) => {
        expect(reasonsOf({ birthDate })).toEqual(['missing_birth_date']);
      },
    );

    it('needs no birth date when the lender sets no age limits (NA cells)', () => {
      expect(reasonsOf({ birthDate: null }, { minAge: null, maxAge: null })).toEqual([]);
      expect(reasonsOf({ birthDate: '1940-01-01' }, { maxAge: null })).toEqual([]);
    });
  });

  describe('monthly income (bounds inclusive)', () => {
    it.each([
      [20_000, []],
      [19_999, ['income_below_min']],
      [1_000_000, []],
      [1_000_001, ['income_above_max']],
      [null, ['missing_income']],
    ])('₹%o -> %o', (monthlyIncome, reasons) => {
      expect(reasonsOf({ monthlyIncome })).toEqual(reasons);
    });

    it('treats null bounds as no limit (gold lenders publish NA)', () => {
      expect(reasonsOf({ monthlyIncome: null }, { minIncome: null, maxIncome: null })).toEqual([]);
      expect(reasonsOf({ monthlyIncome: 5_000_000 }, { maxIncome: null })).toEqual([]);
    });
  });

  describe('employment', () => {
    const all = { salaried: 1, selfEmployed: 1, business: 1 };
    const none = { salaried: 0, selfEmployed: 0, business: 0 };

    it.each([
      [EMPLOYMENT_STATUS.salaried, 'salaried'],
      [EMPLOYMENT_STATUS.selfEmployed, 'selfEmployed'],
      [EMPLOYMENT_STATUS.business, 'business'],
    ] as const)('status %d needs exactly the %s flag', (employmentStatusCode, flag) => {
      expect(reasonsOf({ employmentStatusCode }, { ...none, [flag]: 1 })).toEqual([]);
      expect(reasonsOf({ employmentStatusCode }, { ...all, [flag]: 0 })).toEqual(['employment']);
    });

    it.each([
      EMPLOYMENT_STATUS.student,
      EMPLOYMENT_STATUS.retired,
      EMPLOYMENT_STATUS.homemaker,
      EMPLOYMENT_STATUS.unemployed,
      99,
    ])('status %d has no lender flag, so no lender admits it', (employmentStatusCode) => {
      expect(reasonsOf({ employmentStatusCode }, all)).toEqual(['employment']);
    });

    it('a lender with every flag off admits nobody', () => {
      expect(reasonsOf({}, none)).toEqual(['employment']);
    });

    it('an unknown employment status is reported as missing', () => {
      expect(reasonsOf({ employmentStatusCode: null })).toEqual(['missing_employment']);
    });
  });

  describe('desired amount (bounds inclusive)', () => {
    it.each([
      [8_000, []],
      [7_999, ['amount_below_min']],
      [400_000, []],
      [400_001, ['amount_above_max']],
    ])('₹%d -> %o', (desiredAmount, reasons) => {
      expect(reasonsOf({ desiredAmount })).toEqual(reasons);
    });

    it('offers the desired amount, also at the maximum and without limits', () => {
      expect(check({ desiredAmount: 400_000 })).toMatchObject({ offerAmount: 400_000 });
      expect(check({ desiredAmount: 2_000_000 }, { minLoan: null, maxLoan: null })).toMatchObject({
        offerAmount: 2_000_000,
      });
    });
  });

  describe('credit score', () => {
    it.each([
      [700, []],
      [699, ['credit_score']],
    ])('score %d against 700+ -> %o', (creditScore, reasons) => {
      expect(reasonsOf({ creditScore })).toEqual(reasons);
    });

    it.each([
      [1, 625],
      [6, 750],
    ])('class %d starts at %d', (creditScoreClass, minScore) => {
      expect(reasonsOf({ creditScore: minScore }, { creditScoreClass })).toEqual([]);
      expect(reasonsOf({ creditScore: minScore - 1 }, { creditScoreClass })).toEqual(['credit_score']);
    });

    it('an unknown score does not exclude but is flagged', () => {
      expect(check({ creditScore: null })).toEqual({
        matched: true,
        offerAmount: 200_000,
        creditScoreUnknown: true,
      });
    });

    it('no class (or one outside the catalogue) is no requirement', () => {
      expect(check({ creditScore: null }, { creditScoreClass: null })).toMatchObject({
        creditScoreUnknown: false,
      });
      expect(check({ creditScore: 300 }, { creditScoreClass: 99 }).matched).toBe(true);
    });
  });

  it('reports every failing reason, in the catalogue order', () => {
    const result = checkEligibility(
      {
        birthDate: '2010-01-01',
        monthlyIncome: 5_000,
        employmentStatusCode: EMPLOYMENT_STATUS.student,
        desiredAmount: 1_000,
        creditScore: 550,
        pincode: null,
        // A product this lender lacks, and one where employment counts (not gold or student).
        product: 'car',
      },
      { ...lender, lenderStatus: 0, vendorOn: 0, deletedAt: new Date('2026-01-01T00:00:00Z') },
      today,
    );
    const expected = [
      'lender_deleted',
      'lender_inactive',
      'lender_off',
      'product',
      'age_below_min',
      'income_below_min',
      'employment',
      'amount_below_min',
      'credit_score',
    ];
    expect(result).toEqual({ matched: false, reasons: expected });
    expect(ELIGIBILITY_REASONS.filter((code) => expected.includes(code))).toEqual(expected);
  });

  it('reports the upper-bound reasons together', () => {
    expect(reasonsOf({ birthDate: '1950-01-01', monthlyIncome: 2_000_000, desiredAmount: 900_000 })).toEqual([
      'age_above_max',
      'income_above_max',
      'amount_above_max',
    ]);
  });
});

describe('activeSpecialOffer', () => {
  const offer = {
    soStatus: 1,
    soText: ' No processing fee ',
    soDateStart: '2026-04-01',
    soDateEnd: '2027-03-31',
  };
  const on = (year: number, month: number, day: number) => activeSpecialOffer(offer, { year, month, day });

  it('is active from the first to the last day inclusive', () => {
    expect(on(2026, 3, 31)).toBeNull();
    expect(on(2026, 4, 1)).toBe('No processing fee');
    expect(on(2026, 11, 22)).toBe('No processing fee');
    expect(on(2027, 3, 31)).toBe('No processing fee');
    expect(on(2027, 4, 1)).toBeNull();
  });

  it('is a single day when start and end are equal', () => {
    const oneDay = { ...offer, soDateStart: '2026-11-22', soDateEnd: '2026-11-22' };
    expect(activeSpecialOffer(oneDay, today)).toBe('No processing fee');
    expect(activeSpecialOffer(oneDay, { year: 2026, month: 11, day: 23 })).toBeNull();
  });

  it('needs the switch on and a text', () => {
    expect(activeSpecialOffer({ ...offer, soStatus: 0 }, today)).toBeNull();
    expect(activeSpecialOffer({ ...offer, soText: null }, today)).toBeNull();
    expect(activeSpecialOffer({ ...offer, soText: '   ' }, today)).toBeNull();
  });

  it('treats a missing date as open-ended and a malformed one as inactive', () => {
    expect(activeSpecialOffer({ ...offer, soDateStart: null, soDateEnd: null }, today)).toBe(
      'No processing fee',
    );
    expect(
      activeSpecialOffer({ ...offer, soDateEnd: null }, { year: 2030, month: 1, day: 1 }),
    ).not.toBeNull();
    expect(activeSpecialOffer({ ...offer, soDateEnd: '31/03/2027' }, today)).toBeNull();
  });
});

describe('rankOffers', () => {
  const offer = (slug: string, patch: Partial<RankableOffer> = {}): RankableOffer => ({
    slug,
    name: slug.toUpperCase(),
    aprMin: 15,
    aprMax: 30,
    offerAmount: 200_000,
    priority: 5,
    ...patch,
  });
  const rank = (offers: RankableOffer[]) => rankOffers(offers, RANKING_METHOD_VERSION).map((o) => o.slug);

  it('orders by aprMin, then aprMax, then amount, then priority, then name', () => {
    const offers = [
      offer('by-name-b', { name: 'Beta' }),
      offer('by-name-a', { name: 'alpha' }),
      offer('high-priority', { priority: 9 }),
      offer('more-amount', { offerAmount: 300_000 }),
      offer('lower-apr-max', { aprMax: 25 }),
      offer('lowest-apr-min', { aprMin: 12, aprMax: 36 }),
    ];
    expect(rank(offers)).toEqual([
      'lowest-apr-min',
      'lower-apr-max',
      'more-amount',
      'high-priority',
      'by-name-a',
      'by-name-b',
    ]);
  });

  it('uses priority only as a tie-break: a top-priority lender with a higher APR stays below', () => {
    expect(
      rank([offer('favoured', { priority: 100, aprMin: 15.01 }), offer('cheaper', { priority: 0 })]),
    ).toEqual(['cheaper', 'favoured']);
  });

  it('puts offers without a published APR last', () => {
    const offers = [
      offer('no-apr', { aprMin: null, aprMax: null }),
      offer('no-max', { aprMax: null }),
      offer('full'),
    ];
    expect(rank(offers)).toEqual(['full', 'no-max', 'no-apr']);
  });

  it('ignores revenue and commission fields entirely', () => {
    const base = [offer('a', { aprMin: 20 }), offer('b', { aprMin: 14 }), offer('c', { aprMin: 17 })];
    const withRevenue = (revenue: number[]) =>
      base.map((o, i) => ({ ...o, revenuePercent: revenue[i] ?? 0, revenueFlat: (revenue[i] ?? 0) * 1000 }));
    const expected = ['b', 'c', 'a'];
    expect(rank(base)).toEqual(expected);
    expect(rankOffers(withRevenue([9, 0, 1]), RANKING_METHOD_VERSION).map((o) => o.slug)).toEqual(expected);
    expect(rankOffers(withRevenue([0, 9, 5]), RANKING_METHOD_VERSION).map((o) => o.slug)).toEqual(expected);
  });

  it('gives the same order whatever the input order, and leaves the input alone', () => {
    // Identical except for the slug: only the last tie-break separates them.
    const offers = [offer('c'), offer('a', { name: 'C' }), offer('b', { name: 'C' })];
    const expected = rank(offers);
    expect(expected).toEqual(['a', 'b', 'c']);
    expect(rank([...offers].reverse())).toEqual(expected);
    expect(rank([offers[1]!, offers[2]!, offers[0]!])).toEqual(expected);
    expect(offers.map((o) => o.slug)).toEqual(['c', 'a', 'b']);
  });

  it('keeps the caller’s extra fields on each offer', () => {
    const ranked = rankOffers([{ ...offer('x'), kfsVersion: 'v3' }], RANKING_METHOD_VERSION);
    expect(ranked[0]?.kfsVersion).toBe('v3');
  });

  it('refuses a ranking method it does not implement', () => {
    expect(() => rankOffers([offer('a')], '2020-01-v0')).toThrow(/Unknown ranking method/);
    expect(rankOffers([], RANKING_METHOD_VERSION)).toEqual([]);
  });
});

describe('sample lenders by product (issue 13)', () => {
  const businessOwner: CustomerFacts = {
    birthDate: '1988-03-02',
    monthlyIncome: 90_000,
    employmentStatusCode: EMPLOYMENT_STATUS.business,
    desiredAmount: 500_000,
    creditScore: null,
    pincode: '682016',
    product: 'business',
  };
  const criteriaOf = (seed: (typeof SEED_LENDERS)[number], id: number): LenderCriteria => ({
    id,
    slug: seed.slug,
    name: seed.name,
    minIncome: seed.minIncome ?? null,
    maxIncome: seed.maxIncome ?? null,
    minAge: seed.minAge ?? null,
    maxAge: seed.maxAge ?? null,
    minLoan: seed.minLoan ?? null,
    maxLoan: seed.maxLoan ?? null,
    creditScoreClass: seed.creditScoreClass ?? null,
    salaried: seed.salaried ?? 0,
    selfEmployed: seed.selfEmployed ?? 0,
    business: seed.business ?? 0,
    lenderStatus: seed.lenderStatus ?? 0,
    vendorOn: seed.vendorOn ?? 0,
    api: seed.api ?? 0,
    autosubmission: seed.autosubmission ?? 0,
    redirectUrl: seed.redirectUrl ?? null,
    products: seed.products ?? [],
    deletedAt: null,
  });
  const businessLenders = SEED_LENDERS.map(criteriaOf).filter((l) => l.products.includes('business'));

  it('seeds business lenders, and each admits a business owner and a self-employed professional', () => {
    expect(businessLenders.length).toBeGreaterThanOrEqual(3);
    for (const l of businessLenders) {
      expect(checkEligibility(businessOwner, l, today)).toMatchObject({ matched: true });
      const professional = { ...businessOwner, employmentStatusCode: EMPLOYMENT_STATUS.selfEmployed };
      expect(checkEligibility(professional, l, today)).toMatchObject({ matched: true });
    }
  });

  it('turns a business customer without an employment type away with the missing-employment reason', () => {
    for (const l of businessLenders) {
      expect(checkEligibility({ ...businessOwner, employmentStatusCode: null }, l, today)).toEqual({
        matched: false,
        reasons: ['missing_employment'],
      });
    }
  });
});

describe('employment by product (issue 13)', () => {
  const studentLender: LenderCriteria = {
    ...lender,
    minIncome: null,
    maxIncome: null,
    minAge: 18,
    products: ['student'],
  };

  it('does not turn a student away from a student loan for being a student', () => {
    const student = { ...customer, birthDate: '2006-01-10', employmentStatusCode: EMPLOYMENT_STATUS.student };
    expect(check({ ...student, product: 'student' }, studentLender)).toMatchObject({ matched: true });
    expect(
      check({ ...student, employmentStatusCode: null, product: 'student' }, studentLender),
    ).toMatchObject({
      matched: true,
    });
    // The same student asking a personal-loan lender is still refused on employment.
    expect(check(student, { ...studentLender, products: ['personal'] })).toEqual({
      matched: false,
      reasons: ['employment'],
    });
  });

  it('does not ask a gold-loan customer for an employment status', () => {
    const goldLender = { ...lender, minIncome: null, maxIncome: null, products: ['gold'] };
    expect(check({ employmentStatusCode: null, product: 'gold' }, goldLender)).toMatchObject({
      matched: true,
    });
  });
});
