import { Suspense } from 'react';
import { Navigate, Outlet } from 'react-router';
import { CenteredSpinner } from '@/components/ui/centered-spinner';
import { FullScreenLoader } from '@/components/ui/full-screen-loader';
import { paths } from '@/config/paths';
import { PartnerSessionContext } from '@/app/routes/partner/partner-session-context';
import { PartnerShell } from '@/app/routes/partner/partner-shell';
import { BrandThemeProvider } from '@/features/branding/components/brand-theme-provider';
import {
  isSignedOutError,
  partnerSessionKeys,
  usePartnerSession,
} from '@/features/partner-session/api/get-partner-session';
import { useRecheckSessionOn401 } from '@/lib/use-recheck-session-on-401';
import { usePartnerLogout } from '@/features/partner-session/api/logout-partner';
import { SessionCheckFailed } from '@/features/session/components/session-check-failed';
import { SessionInactivity } from '@/features/session/components/session-inactivity';

/**
 * spec 6: partner pages need a partner session, otherwise /partner/login. Once signed in the
 * portal wears the partner's own brand (its key from the session), whatever address it is on,
 * and the inactivity prompt (spec 4) watches the partner's idle timeout.
 */
export function PartnerSessionGate() {
  const session = usePartnerSession();
  const logout = usePartnerLogout(paths.partner.brandedLogin.getHref(session.data?.partnerKey ?? 'cl'));
  useRecheckSessionOn401(partnerSessionKeys.all);

  if (session.isError && isSignedOutError(session.error)) {
    return <Navigate to={paths.partner.login.getHref()} replace />;
  }
  if (session.isError) {
    return <SessionCheckFailed area="partner" onRetry={() => void session.refetch()} />;
  }
  if (!session.data) return <FullScreenLoader />;
  return (
    <PartnerSessionContext value={session.data}>
      <BrandThemeProvider partnerName={session.data.partnerKey}>
        <PartnerShell>
          <Suspense fallback={<CenteredSpinner />}>
            <Outlet />
          </Suspense>
        </PartnerShell>
        <SessionInactivity
          area="partner"
          idleTimeoutSeconds={session.data.idleTimeoutSeconds}
          lastTouchAt={session.dataUpdatedAt}
          touch={() => void session.refetch()}
          onExpire={() => {
            logout.mutate();
          }}
        />
      </BrandThemeProvider>
    </PartnerSessionContext>
  );
}
