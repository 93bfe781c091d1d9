import type { Offer } from '@cl/contracts';

// The customer's own view of the matching offers (issue 13): a sort and filters kept in the URL
// query, so back/forward and a reload keep them. The published ranking method (RBI DLD 2025: one
// documented method, the same for everyone) is the default order and stays the rank shown on every
// card; another sort only reorders the page for this customer. Filters hide matching offers, never
// the lenders that did not match, and the page says how many offers a filter hides.

export const OFFER_SORTS = ['ranking', 'apr', 'emi', 'amount'] as const;
export type OfferSort = (typeof OFFER_SORTS)[number];
export const HANDOFF_FILTERS = ['api', 'redirect'] as const;
export type HandoffFilter = (typeof HANDOFF_FILTERS)[number];

/** Choices for the filters, in % a year and in the offer amount's unit (rupees). */
export const MAX_APR_CHOICES = [18, 24, 30, 36] as const;
export const MIN_AMOUNT_CHOICES = [50_000, 100_000, 200_000, 500_000] as const;

export interface OfferView {
  sort: OfferSort;
  maxApr: number | null;
  minAmount: number | null;
  handoff: HandoffFilter | null;
}

export const DEFAULT_OFFER_VIEW: OfferView = {
  sort: 'ranking',
  maxApr: null,
  minAmount: null,
  handoff: null,
};

const QUERY = { sort: 'sort', maxApr: 'max_apr', minAmount: 'min_amount', handoff: 'journey' } as const;
const VIEW_KEYS: readonly (keyof OfferView)[] = ['sort', 'maxApr', 'minAmount', 'handoff'];

function oneOf<T extends string>(choices: readonly T[], value: string | null): T | null {
  return choices.find((choice) => choice === value) ?? null;
}

function choice(choices: readonly number[], value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const n = Number(value);
  return choices.includes(n) ? n : null;
}

/** The view a URL query asks for; anything unknown or hand-edited falls back to the default. */
export function readOfferView(params: URLSearchParams): OfferView {
  return {
    sort: oneOf(OFFER_SORTS, params.get(QUERY.sort)) ?? 'ranking',
    maxApr: choice(MAX_APR_CHOICES, params.get(QUERY.maxApr)),
    minAmount: choice(MIN_AMOUNT_CHOICES, params.get(QUERY.minAmount)),
    handoff: oneOf(HANDOFF_FILTERS, params.get(QUERY.handoff)),
  };
}

/** The query for a view: other parameters kept, defaults left out so the plain URL is the default. */
export function writeOfferView(view: OfferView, current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  const values: Record<keyof OfferView, string | null> = {
    sort: view.sort === 'ranking' ? null : view.sort,
    maxApr: view.maxApr === null ? null : String(view.maxApr),
    minAmount: view.minAmount === null ? null : String(view.minAmount),
    handoff: view.handoff,
  };
  for (const key of VIEW_KEYS) {
    const value = values[key];
    if (value === null) next.delete(QUERY[key]);
    else next.set(QUERY[key], value);
  }
  return next;
}

export const hasFilters = (view: OfferView) =>
  view.maxApr !== null || view.minAmount !== null || view.handoff !== null;

function passes(offer: Offer, view: OfferView): boolean {
  // An APR the lender did not publish cannot be shown to be under the customer's ceiling.
  if (view.maxApr !== null && (offer.aprMin === null || offer.aprMin > view.maxApr)) return false;
  if (view.minAmount !== null && offer.amount < view.minAmount) return false;
  if (view.handoff !== null && offer.handoff !== view.handoff) return false;
  return true;
}

/** Ascending, what is not published last; equal values keep the published order (stable sort). */
function ascending(value: (offer: Offer) => number | null) {
  return (a: RankedOffer, b: RankedOffer) => {
    const x = value(a.offer) ?? Infinity;
    const y = value(b.offer) ?? Infinity;
    return x === y ? a.rank - b.rank : x - y;
  };
}

const ORDER: Record<Exclude<OfferSort, 'ranking'>, (a: RankedOffer, b: RankedOffer) => number> = {
  apr: ascending((offer) => offer.aprMin),
  emi: ascending((offer) => offer.emiExample?.emi ?? null),
  // The larger loan first.
  amount: ascending((offer) => -offer.amount),
};

export interface RankedOffer {
  offer: Offer;
  /** 1-based place in the published ranking, whatever the customer's sort. */
  rank: number;
}

/**
 * The offers to show for a view, each with its published rank, and how many matching offers the
 * filters hide. `offers` comes in the published order from the server.
 */
export function applyOfferView(offers: Offer[], view: OfferView): { shown: RankedOffer[]; hidden: number } {
  const ranked = offers.map((offer, index) => ({ offer, rank: index + 1 }));
  const kept = ranked.filter(({ offer }) => passes(offer, view));
  const shown = view.sort === 'ranking' ? kept : [...kept].sort(ORDER[view.sort]);
  return { shown, hidden: offers.length - kept.length };
}
