import { describe, expect, it } from 'vitest';
import { offerFixture } from '@/test/offer';
import {
  DEFAULT_OFFER_VIEW,
  applyOfferView,
  readOfferView,
  writeOfferView,
  type OfferView,
} from './offer-view';

// Published order (as the server ranks them): lowest APR first.
const offers = [
  offerFixture({
    lenderId: 1,
    slug: 'a',
    name: 'A',
    aprMin: 16,
    amount: 100_000,
    handoff: 'api',
    emiExample: { months: 12, ratePercent: 14, emi: 9000, apr: 16 },
  }),
  offerFixture({
    lenderId: 2,
    slug: 'b',
    name: 'B',
    aprMin: 22,
    amount: 500_000,
    handoff: 'redirect',
    emiExample: { months: 36, ratePercent: 20, emi: 4000, apr: 22 },
  }),
  offerFixture({
    lenderId: 3,
    slug: 'c',
    name: 'C',
    aprMin: 29,
    amount: 200_000,
    handoff: 'redirect',
    emiExample: null,
  }),
  offerFixture({
    lenderId: 4,
    slug: 'd',
    name: 'D',
    aprMin: null,
    aprMax: null,
    amount: 300_000,
    handoff: 'api',
    emiExample: { months: 24, ratePercent: 24, emi: 6000, apr: 26 },
  }),
];
const view = (over: Partial<OfferView>): OfferView => ({ ...DEFAULT_OFFER_VIEW, ...over });
const names = (v: OfferView) => applyOfferView(offers, v).shown.map(({ offer }) => offer.name);

describe('sorting the matching offers (the customer’s own view)', () => {
  it('keeps the published ranking by default', () => {
    expect(names(DEFAULT_OFFER_VIEW)).toEqual(['A', 'B', 'C', 'D']);
  });

  it('sorts by APR, by EMI (unpublished last) and by the larger amount, keeping each published rank', () => {
    expect(names(view({ sort: 'apr' }))).toEqual(['A', 'B', 'C', 'D']);
    expect(names(view({ sort: 'emi' }))).toEqual(['B', 'D', 'A', 'C']);
    const byAmount = applyOfferView(offers, view({ sort: 'amount' })).shown;
    expect(byAmount.map(({ offer, rank }) => `${offer.name}${String(rank)}`)).toEqual([
      'B2',
      'D4',
      'C3',
      'A1',
    ]);
  });
});

describe('filtering the matching offers', () => {
  it('says how many offers the filters hide', () => {
    expect(applyOfferView(offers, view({ maxApr: 24 }))).toMatchObject({ hidden: 2 });
    expect(names(view({ maxApr: 24 }))).toEqual(['A', 'B']); // D's APR is not published
    expect(names(view({ minAmount: 200_000 }))).toEqual(['B', 'C', 'D']);
    expect(names(view({ handoff: 'api' }))).toEqual(['A', 'D']);
    expect(applyOfferView(offers, view({ handoff: 'redirect', minAmount: 500_000 }))).toMatchObject({
      hidden: 3,
    });
    expect(applyOfferView(offers, DEFAULT_OFFER_VIEW).hidden).toBe(0);
  });
});

describe('the view in the URL query', () => {
  it('reads what it wrote and leaves defaults and other parameters alone', () => {
    const chosen = view({ sort: 'emi', maxApr: 30, minAmount: 100_000, handoff: 'api' });
    const query = writeOfferView(chosen, new URLSearchParams('utm_source=x&sort=apr'));
    expect(query.toString()).toBe('utm_source=x&sort=emi&max_apr=30&min_amount=100000&journey=api');
    expect(readOfferView(query)).toEqual(chosen);
    expect(writeOfferView(DEFAULT_OFFER_VIEW, query).toString()).toBe('utm_source=x');
  });

  it('falls back to the default for unknown or hand-edited values', () => {
    expect(readOfferView(new URLSearchParams('sort=commission&max_apr=99&min_amount=1e9&journey=x'))).toEqual(
      DEFAULT_OFFER_VIEW,
    );
  });
});
