import { PARTNER_PRODUCT_PAGES, type LenderProduct } from '@cl/contracts';

// spec 2: the six sub-pages of /partner/product-offering (in @cl/contracts WEB_ROUTES).
export const PRODUCT_PAGES = PARTNER_PRODUCT_PAGES;
export type ProductPage = (typeof PRODUCT_PAGES)[number];

export const isProductPage = (value: string | undefined): value is ProductPage =>
  PRODUCT_PAGES.some((page) => page === value);

/** The loan pages list the live lenders of their product (GET /api/partner/products). */
export const LOAN_PAGE_PRODUCTS = {
  'personal-loan': 'personal',
  'business-loan': 'business',
  'gold-loan': 'gold',
  'home-loan': 'home',
} as const satisfies Partial<Record<ProductPage, LenderProduct>>;
export type LoanPage = keyof typeof LOAN_PAGE_PRODUCTS;

export const isLoanPage = (page: ProductPage): page is LoanPage => Object.hasOwn(LOAN_PAGE_PRODUCTS, page);

/** The key of a page's guide in partner.json (productGuides.<key>). */
export const GUIDE_KEYS = {
  'personal-loan': 'personal',
  'business-loan': 'business',
  'gold-loan': 'gold',
  'home-loan': 'home',
  'credit-card': 'creditCard',
  insurance: 'insurance',
} as const satisfies Record<ProductPage, string>;
