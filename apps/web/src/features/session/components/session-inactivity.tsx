import { lazy, Suspense } from 'react';
import type { SessionArea } from '@cl/contracts';
import { MuiScope } from '@/lib/mui-scope';
import { useInactivity } from '../hooks/use-inactivity';
import { useSharedActivity } from '../hooks/use-shared-activity';

// The countdown dialog (MUI's modal, transitions) is fetched when the countdown starts, not with
// every page: most visits never see it (issue 16: every byte '/' loads counts). MUI's theme comes
// with it on a customer page drawn without MUI (in the admin and partner areas it is already there).
const InactivityModal = lazy(() =>
  import('./inactivity-modal').then((m) => ({ default: m.InactivityModal })),
);

interface SessionInactivityProps {
  /** The tabs of one area share one timer (issue 13). */
  area: SessionArea;
  /** The server's idle timeout for this area (the session answer says it). */
  idleTimeoutSeconds: number;
  /** When the server last saw the session (the session query's last fetch), epoch ms. */
  lastTouchAt: number;
  /** Shows the server someone is here (refetches the session). */
  touch: () => void;
  /** spec 4: at zero the session is cleared and the page reloads (the area's logout). */
  onExpire: () => void;
}

const stay = () => {
  window.location.reload(); // spec 4: 'Stay Logged In!' reloads (the server sees the user again)
};

/** Another tab ended the session (and logged out): this one only shows the signed-out page. */
const reloadSignedOut = () => {
  window.location.reload();
};

/**
 * spec 2, spec 4 inactivity for every area (customer, partner, admin; each with its own timeout):
 * the countdown prompt before the session ends. One timer across the area's tabs (issue 13):
 * activity that touches the server in any tab moves the deadline in all, and the tab that reaches
 * zero logs out once and tells the others. Its code and texts load with it, so it has its own
 * Suspense and never blanks the page around it.
 */
export function SessionInactivity({ area, onExpire, lastTouchAt, ...options }: SessionInactivityProps) {
  const shared = useSharedActivity(area, lastTouchAt, onExpire, reloadSignedOut);
  const deadline = useInactivity({ ...options, lastTouchAt: shared.lastTouchAt });
  if (deadline === null) return null;
  return (
    <Suspense fallback={null}>
      <MuiScope>
        <InactivityModal deadline={deadline} onStay={stay} onExpire={shared.expire} />
      </MuiScope>
    </Suspense>
  );
}
