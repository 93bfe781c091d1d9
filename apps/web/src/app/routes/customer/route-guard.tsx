import type { QueryClient } from '@tanstack/react-query';
import { Navigate, Outlet, useLocation } from 'react-router';
import { guardCustomerPath } from '@cl/contracts';
import { CenteredSpinner } from '@/components/ui/centered-spinner';
import { ErrorFallback } from '@/components/ui/error-fallback';
import { journeyStateOf } from '@/features/journey/utils/journey-state';
import { readProductType } from '@/features/journey/utils/product-cookies';
import { userQueryOptions } from '@/features/profile/api/get-user';
import { sessionQueryOptions, useSession } from '@/features/session/api/get-session';
import { onThisSite } from '@/lib/site';

/**
 * spec 4 customer routing, spec 6 "Customers need a user id, a verification and a chosen
 * product": every /user page renders through this. The rules are guardCustomerPath of
 * @cl/contracts; the state is the session (GET /api/auth/session) and the productType cookie.
 * Drawn without MUI and kept in the signed-in-shell chunk (vite.config.ts), so the journey
 * screens and the offer pages share it and /user/offers loads neither MUI nor the journey's
 * screens for it (issue 16, docs/decisions/027).
 */
export function JourneyGuard() {
  const { pathname } = useLocation();
  const session = useSession();

  if (session.isPending) return <CenteredSpinner />;
  if (session.isError) {
    // Offline or a server error: we cannot tell who this is, and signing them out would be wrong.
    return <ErrorFallback onReload={() => void session.refetch()} />;
  }
  const target = guardCustomerPath(
    pathname.replace(/\/+$/, '') || '/',
    journeyStateOf(session.data, readProductType()),
  );
  return target ? <Navigate to={onThisSite(target)} replace /> : <Outlet />;
}

/**
 * Issue 16: the reads every signed-in page starts with, the session this guard decides by and the
 * user record the shell shows, put in the query cache before the first render (app/boot-code.ts)
 * from the answers the server put in the page. A failure is left to the page: it asks again.
 */
export async function cacheSignedInReads(client: QueryClient): Promise<void> {
  const session = await client.query({ ...sessionQueryOptions(), retry: false });
  if (session) await client.query({ ...userQueryOptions(session.user.userId), retry: false });
}
