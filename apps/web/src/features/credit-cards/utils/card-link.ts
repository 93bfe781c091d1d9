import { z } from 'zod';
import type { CreditCard } from '@cl/contracts';
import { COOKIE_NAMES, readJsonCookie, setJsonCookie } from '@/lib/cookies';

// spec 3: CCDetails cookies, one for the secured and one for the unsecured kind, as JSON.
export const cardChoice = z.object({
  category_id: z.number().int(),
  category_name: z.string(),
  secured: z.number().int(),
  chosen_at: z.number(),
});
export type CardChoice = z.infer<typeof cardChoice>;

const cookieFor = (secured: number) =>
  secured === 1 ? COOKIE_NAMES.ccDetailsSecured : COOKIE_NAMES.ccDetailsUnsecured;

/** Keeps the chosen card in the CCDetails cookie of its kind (spec 3). */
export function rememberCardChoice(card: CreditCard, now = Date.now()): void {
  const choice: CardChoice = {
    category_id: card.category_id,
    category_name: card.category_name,
    secured: card.secured,
    chosen_at: now,
  };
  setJsonCookie(cookieFor(card.secured), choice);
}

/** The card chosen last, of either kind, or null. */
export function latestCardChoice(): CardChoice | null {
  const choices = [
    readJsonCookie(COOKIE_NAMES.ccDetailsSecured, cardChoice),
    readJsonCookie(COOKIE_NAMES.ccDetailsUnsecured, cardChoice),
  ].filter((choice): choice is CardChoice => choice !== null);
  return choices.sort((a, b) => b.chosen_at - a.chosen_at)[0] ?? null;
}
