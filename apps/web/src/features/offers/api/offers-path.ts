import { OFFERS_API, type LenderProduct } from '@cl/contracts';

/** GET /api/offers?product=…, apart so boot can ask early (app/routes/customer/boot-data.ts). */
export const offersPath = (product: LenderProduct) =>
  `${OFFERS_API.offers}?${new URLSearchParams({ product }).toString()}`;
