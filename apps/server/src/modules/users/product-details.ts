import { z } from 'zod';
import { BUSINESS_EMPLOYMENT_TYPES, type LenderProduct } from '@cl/contracts';
import type { ProductDetailsRow } from './users.repository.ts';

// Issue 13: each product form keeps its own answers and its own desired amount
// (user_product_details), so a gold loan's amount never becomes the business loan's.

/** The details row a lender product's facts come from; personal loans live on the user row. */
export function detailsKeyOf(product: LenderProduct): 'business' | 'gold' | 'housing' | null {
  switch (product) {
    case 'business':
      return 'business';
    case 'gold':
      return 'gold';
    case 'home':
      return 'housing';
    default:
      return null;
  }
}

const businessData = z.object({ employment_status_code: z.number().int().optional() });

/** The business form's employment type, when it is one business lenders serve. */
export function businessEmploymentOf(data: unknown): number | null {
  const parsed = businessData.safeParse(data);
  const code = parsed.success ? parsed.data.employment_status_code : undefined;
  return BUSINESS_EMPLOYMENT_TYPES.some((allowed) => allowed === code) ? (code ?? null) : null;
}

export interface ProductAnswers {
  amounts: { business: number | null; gold: number | null; housing: number | null };
  businessEmploymentStatusCode: number | null;
}

export function productAnswersOf(rows: readonly ProductDetailsRow[]): ProductAnswers {
  const amountOf = (key: string) => rows.find((row) => row.product === key)?.desiredAmount ?? null;
  const business = rows.find((row) => row.product === 'business');
  return {
    amounts: { business: amountOf('business'), gold: amountOf('gold'), housing: amountOf('housing') },
    businessEmploymentStatusCode: business ? businessEmploymentOf(business.data) : null,
  };
}
