import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { PRIVACY_NOTICE_VERSION } from '@cl/contracts';
import type { Database } from '../../db/client.ts';
import {
  consentLedger,
  erasureRequests,
  leads,
  otpCodes,
  sessions,
  userProductDetails,
  users,
} from '../../db/schema/index.ts';
import { audit } from '../../lib/audit.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Transports } from '../messaging/select-transports.ts';

/**
 * DPDP erasure (issue 7, /admin/customer-info-deletion): personal data is removed and the row kept
 * anonymised, because lending records (applications, their timelines, consent history) must be
 * kept by law. Sessions end, live codes die, consents are recorded as withdrawn, partner leads
 * lose their contact details, and with no number or email left nothing can contact the person
 * again. The person is told first, on the channel we still have. A new sign-in with the same
 * number starts a new, empty profile (the unique indexes skip erased rows).
 */
export async function eraseCustomer(
  deps: { db: Database; transports: Transports; log: FastifyBaseLogger },
  request: FastifyRequest,
  input: { userId: number; adminId: number; reason: string },
): Promise<void> {
  const [user] = await deps.db
    .select()
    .from(users)
    .where(and(eq(users.id, input.userId), isNull(users.erasedAt)));
  if (!user) throw notFound('No such customer, or already erased');

  const notice =
    'As you asked, CrediLink has deleted your personal data. You will not get messages from us again.';
  try {
    if (user.mobilePhoneNumber)
      await deps.transports.mobile.send({ channel: 'mobile', to: user.mobilePhoneNumber, text: notice });
    else if (user.email)
      await deps.transports.email.send({
        channel: 'email',
        to: user.email,
        subject: 'Your data has been deleted',
        text: notice,
      });
  } catch (error) {
    // The erasure must not wait on a message provider; the failure is logged for follow-up.
    deps.log.warn({ err: error, userId: user.id }, 'erasure notice not delivered');
  }

  await deps.db.transaction(async (tx) => {
    const [requestRow] = await tx
      .insert(erasureRequests)
      .values({ userId: user.id, adminId: input.adminId, reason: input.reason })
      .returning();
    await tx
      .update(users)
      .set({
        email: null,
        firstName: null,
        lastName: null,
        mobilePhoneNumber: null,
        tinEncrypted: null,
        tinHash: null,
        birthDate: null,
        address1: null,
        address2: null,
        locality: null,
        postalCode: null,
        employerName: null,
        officePincode: null,
        businessName: null,
        monthlyIncome: null,
        lastLoginIp: null,
        attribution: null,
        allowSms: 0,
        allowEmails: 0,
        erasedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(users.id, user.id));
    await tx.delete(userProductDetails).where(eq(userProductDetails.userId, user.id));
    await tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.area, 'customer'), eq(sessions.subjectId, user.id), isNull(sessions.revokedAt)));
    const destinations = [user.mobilePhoneNumber, user.email].filter((d): d is string => d !== null);
    for (const destination of destinations) {
      await tx
        .update(otpCodes)
        .set({ consumedAt: new Date() })
        .where(and(eq(otpCodes.destination, destination), isNull(otpCodes.consumedAt)));
    }
    await tx
      .update(leads)
      .set({ name: null, mobile: null, email: null, meta: null })
      .where(eq(leads.userId, user.id));
    if (user.mobilePhoneNumber || user.email) {
      await tx
        .update(leads)
        .set({ name: null, mobile: null, email: null, meta: null })
        .where(
          or(
            user.mobilePhoneNumber ? eq(leads.mobile, user.mobilePhoneNumber) : undefined,
            user.email ? eq(leads.email, user.email) : undefined,
          ),
        );
    }
    for (const purpose of ['data_processing', 'sms_marketing', 'email_marketing']) {
      await tx.insert(consentLedger).values({
        userId: user.id,
        purpose,
        action: 'withdrawn',
        noticeVersion: PRIVACY_NOTICE_VERSION,
        language: 'en',
        channel: 'erasure',
      });
    }
    await tx
      .update(erasureRequests)
      .set({ completedAt: sql`now()` })
      .where(eq(erasureRequests.id, requestRow?.id ?? 0));
    await audit(tx, request, {
      action: 'customer.erase',
      entity: 'user',
      entityId: user.id,
      after: { reason: input.reason },
    });
  });
}
