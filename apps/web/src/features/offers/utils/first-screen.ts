/**
 * Issue 16: how many offer cards can be on the first screen of a viewport. The offers page draws
 * these first and the rest of the page a moment later (after the browser has painted), so a
 * low-end phone lays out three cards, not thirteen and the sections below, before the customer
 * sees the first offer. Columns follow offer-list.css (1, 2 and 3 from 900 and 1200 px); a card is
 * at least CARD_MIN_HEIGHT tall, so the count is never short of a screenful.
 */
const CARD_MIN_HEIGHT = 280;

export function cardsOnFirstScreen(viewport: { width: number; height: number }): number {
  const columns = viewport.width >= 1200 ? 3 : viewport.width >= 900 ? 2 : 1;
  const rows = Math.max(1, Math.ceil(viewport.height / CARD_MIN_HEIGHT));
  return columns * rows;
}
