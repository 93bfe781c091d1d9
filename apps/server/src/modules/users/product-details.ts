import { z } from 'zod';
import {
  BUSINESS_EMPLOYMENT_TYPES,
  OWN_ANSWER_PRODUCTS,
  goldAnswers,
  housingAnswers,
  studentAnswers,
  vehicleAnswers,
  type LenderProduct,
  type OwnAnswerProduct,
  type SavedProductAnswers,
} from '@cl/contracts';
import type { ProductDetailsRow } from './users.repository.ts';

// Issue 13: each product form keeps its own answers and its own desired amount
// (user_product_details), so a gold loan's amount never becomes the business loan's.

export type DetailsKey = 'business' | 'gold' | 'housing' | 'student' | 'two_wheeler' | 'car';

/** The details row a lender product's facts come from; personal loans live on the user row. */
export function detailsKeyOf(product: LenderProduct): DetailsKey | null {
  switch (product) {
    case 'personal':
      return null;
    case 'home':
      return 'housing';
    default:
      return product;
  }
}

const studentData = z.object({ co_applicant_monthly_income: z.number().int().optional() });

/** A student loan is assessed on the co-applicant's (parent's or guardian's) income. */
export function coApplicantIncomeOf(data: unknown): number | null {
  const parsed = studentData.safeParse(data);
  return (parsed.success ? parsed.data.co_applicant_monthly_income : undefined) ?? null;
}

/**
 * The business form's employment type, when it is one business lenders serve. Read by hand, not
 * with a zod parse: a customer without a business form is read on every business offers view, and
 * a failed parse builds an error (issue 16); only the listed whole numbers pass either way.
 */
export function businessEmploymentOf(data: unknown): number | null {
  const code =
    typeof data === 'object' && data !== null && 'employment_status_code' in data
      ? data.employment_status_code
      : undefined;
  return BUSINESS_EMPLOYMENT_TYPES.find((allowed) => allowed === code) ?? null;
}

export interface ProductAnswers {
  amounts: Record<DetailsKey, number | null>;
  businessEmploymentStatusCode: number | null;
  saved: SavedProductAnswers;
}

/** A product's stored answers as the contracts describe them; null when absent or not in shape. */
function savedAnswers<T>(
  rows: readonly ProductDetailsRow[],
  key: DetailsKey,
  schema: z.ZodType<T>,
): T | null {
  const row = rows.find((candidate) => candidate.product === key);
  const parsed = row ? schema.safeParse(row.data) : null;
  return parsed?.success ? parsed.data : null;
}

export function productAnswersOf(rows: readonly ProductDetailsRow[]): ProductAnswers {
  const amountOf = (key: string) => rows.find((row) => row.product === key)?.desiredAmount ?? null;
  const business = rows.find((row) => row.product === 'business');
  return {
    saved: {
      student: savedAnswers(rows, 'student', studentAnswers),
      two_wheeler: savedAnswers(rows, 'two_wheeler', vehicleAnswers),
      car: savedAnswers(rows, 'car', vehicleAnswers),
      gold: savedAnswers(rows, 'gold', goldAnswers),
      housing: savedAnswers(rows, 'housing', housingAnswers),
    },
    amounts: {
      business: amountOf('business'),
      gold: amountOf('gold'),
      housing: amountOf('housing'),
      student: amountOf('student'),
      two_wheeler: amountOf('two_wheeler'),
      car: amountOf('car'),
    },
    businessEmploymentStatusCode: business ? businessEmploymentOf(business.data) : null,
  };
}

/**
 * ADR 015: the student, two-wheeler and car loans whose own answers are saved. A details row is
 * written only by that product's form once it passed validation, so its presence is the answer.
 */
export function answeredProductsOf(rows: readonly Pick<ProductDetailsRow, 'product'>[]): OwnAnswerProduct[] {
  return OWN_ANSWER_PRODUCTS.filter((product) => rows.some((row) => row.product === product));
}
