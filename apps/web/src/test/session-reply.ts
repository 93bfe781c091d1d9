import { customerSessionResponse, errorResponse, type SessionUser } from '@cl/contracts';
import { contractReply } from '@/test/contract-reply';

/** GET /api/auth/session as the server answers it: a signed-in customer, or 401. */
export function sessionUserFixture(user: Partial<SessionUser> = {}): SessionUser {
  return {
    userId: 7,
    firstName: 'Asha',
    lastName: null,
    languageId: 1,
    phoneNumber: '9876543210',
    pl_completed: 0,
    bl_completed: 0,
    gl_completed: 0,
    hl_completed: 0,
    answered_products: [],
    pl_update_required: 0,
    pl_se_update_required: 0,
    ...user,
  };
}

export function sessionReply(
  user: Partial<SessionUser> | null,
  returningConfirmed = false,
): { status: number; body: unknown } {
  if (!user) return contractReply(errorResponse, { success: false, message: 'Please sign in' }, 401);
  const data = { user: sessionUserFixture(user), returningConfirmed, idleTimeoutSeconds: 1800 };
  return contractReply(customerSessionResponse, { success: true, data });
}
