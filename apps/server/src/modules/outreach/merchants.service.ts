import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { merchantReviewBody, merchantSignupBody } from '@cl/contracts';
import type { Database } from '../../db/client.ts';
import { audit } from '../../lib/audit.ts';
import { notFound, tooManyRequests } from '../../lib/app-error.ts';
import { hitRateLimit } from '../../lib/rate-limit.ts';
import {
  insertMerchant,
  listMerchants,
  updateMerchantReview,
  type MerchantRow,
} from './outreach.repository.ts';

// spec 1 merchants: public onboarding (/create-merchant-form) and admin review (merchant-management).

const toDto = (m: MerchantRow) => ({ ...m, createdAt: m.createdAt.toISOString() });

/** The public form: ten per connection an hour, then stored pending review. Returns the id. */
export async function signUpMerchant(
  db: Database,
  ip: string,
  b: z.infer<typeof merchantSignupBody>,
): Promise<number> {
  const limit = await hitRateLimit(db, { bucket: 'merchant_signup_ip', limit: 10, windowSeconds: 3600 }, ip);
  if (!limit.allowed) throw tooManyRequests('Too many forms from this connection. Please try again later');
  return insertMerchant(db, {
    partnerName: b.partner_name || null,
    businessName: b.business_name,
    ownerName: b.owner_name,
    mobile: b.mobile,
    email: b.email.toLowerCase(),
    city: b.city,
    pincode: b.pincode,
    category: b.category,
  });
}

export async function merchantsList(db: Database, status: string | undefined) {
  return (await listMerchants(db, status)).map(toDto);
}

/** Approve or reject, with the reviewer and time; audited. */
export async function reviewMerchant(
  db: Database,
  request: FastifyRequest,
  adminId: number,
  merchantId: number,
  b: z.infer<typeof merchantReviewBody>,
) {
  const row = await updateMerchantReview(db, merchantId, {
    status: b.status,
    reviewNote: b.note ?? null,
    reviewedBy: adminId,
    reviewedAt: new Date(),
  });
  if (!row) throw notFound('No such merchant');
  await audit(db, request, {
    action: 'merchant.review',
    entity: 'merchant',
    entityId: row.id,
    after: { status: row.status },
  });
  return toDto(row);
}
