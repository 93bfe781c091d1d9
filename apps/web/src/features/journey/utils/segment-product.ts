import type { ProductType } from '@cl/contracts';
import { isUrlSegment, type UrlSegment } from '@/config/url-segments';

// spec 2 '/:urlSegment': a product landing page. Its product is chosen for the customer once
// they have signed in, unless they chose another one themselves.
const PRODUCT_OF_SEGMENT: Record<UrlSegment, ProductType> = {
  'personal-loan': 'Personal Loans',
  'business-loan': 'Business Loans',
  'gold-loan': 'Gold Loans',
  'affordable-housing-loan': 'Affordable Housing Loan',
  'home-loan': 'Home Loans',
  'credit-card': 'Credit Cards',
  insurance: 'Other Insurance',
};

export function productOfSegment(segment: string | null): ProductType | null {
  return segment !== null && isUrlSegment(segment) ? PRODUCT_OF_SEGMENT[segment] : null;
}
