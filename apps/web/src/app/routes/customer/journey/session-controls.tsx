import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { DEFAULT_PHONE_CODE } from '@cl/contracts';
import { useKeepLanguage } from '@/features/profile/hooks/use-keep-language';
import { useStartupUser } from '@/features/profile/hooks/use-startup-user';
import { logoutAndReload } from '@/features/session/api/logout';
import { useSession } from '@/features/session/api/get-session';
import { SessionInactivity } from '@/features/session/components/session-inactivity';
import { useContinueJourney } from './use-journey';
import { isLoginPagePath } from '@/lib/site';

export interface CustomerAccount {
  name: string;
  onLogout: () => void;
}

const logout = () => void logoutAndReload();

/**
 * The signed-in customer's side of the shell, loaded after the first paint (it needs TanStack
 * Query, which the start page does without): spec 4 start-up (session, user details,
 * inflight_credit_app_id, refetch counter), the header's name and Logout, the inactivity modal,
 * the language kept on the record, and a signed-in customer on the login page sent onwards.
 */
export function SessionControls({ onAccount }: { onAccount: (account: CustomerAccount | null) => void }) {
  const { pathname } = useLocation();
  const session = useSession();
  const user = session.data?.user ?? null;
  const userId = user?.userId ?? null;
  const name = user
    ? (user.firstName ?? (user.phoneNumber ? `+${DEFAULT_PHONE_CODE} ${user.phoneNumber}` : ''))
    : null;
  const continueJourney = useContinueJourney();
  const onLoginPage = isLoginPagePath(pathname);
  useStartupUser(userId);
  useKeepLanguage(userId);

  useEffect(() => {
    onAccount(name === null ? null : { name, onLogout: logout });
  }, [name, onAccount]);

  useEffect(() => {
    if (userId !== null && onLoginPage) void continueJourney({ replace: true, sessionCurrent: true });
  }, [userId, onLoginPage, continueJourney]);

  useEffect(() => {
    if (session.error) console.error('Could not load the session', session.error); // spec 8: logged only
  }, [session.error]);

  if (!session.data) return null;
  return (
    <SessionInactivity
      area="customer"
      idleTimeoutSeconds={session.data.idleTimeoutSeconds}
      lastTouchAt={session.dataUpdatedAt}
      touch={() => void session.refetch()}
      onExpire={logout}
    />
  );
}
