import type { z } from 'zod';
import { revenueForm, type RevenueEntry } from '@cl/contracts';

export type RevenueFormValues = z.input<typeof revenueForm>;

export type RevenueNumberName = Exclude<keyof RevenueFormValues, 'revenue_type_id' | 'status'>;

/** The number fields of spec 5's revenue form, in pairs where a max must be above its min. */
export const REVENUE_NUMBER_FIELDS: readonly { name: RevenueNumberName; whole: boolean }[] = [
  { name: 'slab_disbursed_min', whole: false },
  { name: 'slab_disbursed_max', whole: false },
  { name: 'slab_number_min', whole: true },
  { name: 'slab_number_max', whole: true },
  { name: 'ats_min', whole: false },
  { name: 'ats_max', whole: false },
  { name: 'revenue_flat', whole: false },
  { name: 'revenue_percent', whole: false },
];

/** No type chosen yet: 0 fails the schema's positive() with 'Revenue type is required'. */
export const EMPTY_REVENUE: RevenueFormValues = {
  revenue_type_id: 0,
  slab_disbursed_min: null,
  slab_disbursed_max: null,
  slab_number_min: null,
  slab_number_max: null,
  ats_min: null,
  ats_max: null,
  revenue_flat: null,
  revenue_percent: null,
  status: 1,
};

export function revenueFormValues(entry: RevenueEntry): RevenueFormValues {
  return {
    revenue_type_id: entry.revenue_type_id,
    slab_disbursed_min: entry.slab_disbursed_min,
    slab_disbursed_max: entry.slab_disbursed_max,
    slab_number_min: entry.slab_number_min,
    slab_number_max: entry.slab_number_max,
    ats_min: entry.ats_min,
    ats_max: entry.ats_max,
    revenue_flat: entry.revenue_flat,
    revenue_percent: entry.revenue_percent,
    status: entry.status === 1 ? 1 : 0,
  };
}

/**
 * spec 5 "negative inputs ignored": a keystroke that would make the text anything but an unsigned
 * number (a minus sign, letters, a second point) is dropped. Slab counts are whole numbers.
 */
export function acceptsRevenueText(text: string, whole: boolean): boolean {
  return whole ? /^\d*$/.test(text) : /^\d*\.?\d*$/.test(text);
}

/** spec 5: empty numbers are sent as null. */
export function revenueNumber(text: string): number | null {
  const trimmed = text.trim();
  return trimmed === '' || trimmed === '.' ? null : Number(trimmed);
}

/** spec 5: submit only with a type, no errors and flat or percentage above 0 (the schema says all). */
export function canSubmitRevenue(values: RevenueFormValues): boolean {
  return revenueForm.safeParse(values).success;
}
