import { ADMIN_API, API, adminSessionResponse, type AdminRole } from '@cl/contracts';
import { contractReply } from '@/test/contract-reply';
import { defaultBrandReply, type FetchCall } from '@/test/render';

/** GET /api/admin/session as the server answers it: a signed-in admin of this role. */
export function adminSessionReply(role: AdminRole): { status: number; body: unknown } {
  return contractReply(adminSessionResponse, {
    success: true,
    data: { adminId: 7, email: 'ops@credilink.in', username: 'Ops', role, idleTimeoutSeconds: 900 },
  });
}

/** The calls every admin page makes besides its own (session, brand); null for any other. */
export function adminShellReply(role: AdminRole, call: FetchCall): { status: number; body: unknown } | null {
  if (call.url.startsWith(ADMIN_API.session)) return adminSessionReply(role);
  if (call.url.startsWith(API.partnerByName.replace(':partnerName', ''))) return defaultBrandReply;
  return null;
}
