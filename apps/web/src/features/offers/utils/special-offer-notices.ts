import { z } from 'zod';
import { birthDateToIso, todayInIndia, type Offer } from '@cl/contracts';

// Special offers are announced by a toast once per customer, per lender's special offer, per Indian
// calendar day on this device (issue 13: not on every offers load). The card itself shows the offer
// whenever it is on. A day, not a session: sessions end after minutes of inactivity, and a customer
// who signs in again the same day has already been told. Kept in localStorage, reset each day.

export const SEEN_STORAGE_KEY = 'cl_special_offers_seen';

const seenSchema = z.object({ day: z.string(), keys: z.array(z.string()) });
export type SeenSpecialOffers = z.infer<typeof seenSchema>;

/** Which special offers to announce now, and what is seen after announcing them. */
export function specialOffersToAnnounce(
  offers: Offer[],
  customer: string,
  seen: SeenSpecialOffers | null,
  today: string,
): { announce: Offer[]; seen: SeenSpecialOffers } {
  const already = new Set(seen?.day === today ? seen.keys : []);
  const announce = offers.filter(
    (offer) => offer.specialOffer !== null && !already.has(`${customer}:${offer.slug}`),
  );
  for (const offer of announce) already.add(`${customer}:${offer.slug}`);
  return { announce, seen: { day: today, keys: [...already] } };
}

export function readSeen(): SeenSpecialOffers | null {
  try {
    const parsed = seenSchema.safeParse(JSON.parse(localStorage.getItem(SEEN_STORAGE_KEY) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null; // unreadable or storage blocked: announce, at worst, once more
  }
}

export function writeSeen(seen: SeenSpecialOffers): void {
  try {
    localStorage.setItem(SEEN_STORAGE_KEY, JSON.stringify(seen));
  } catch {
    // storage full or blocked (private mode): nothing to keep
  }
}

export const indiaToday = (now: Date = new Date()) => birthDateToIso(todayInIndia(now));
