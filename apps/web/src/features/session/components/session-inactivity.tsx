import { Suspense } from 'react';
import { useInactivity } from '../hooks/use-inactivity';
import { InactivityModal } from './inactivity-modal';

interface SessionInactivityProps {
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

/**
 * spec 2, spec 4 inactivity for every area (customer, partner, admin; each with its own timeout):
 * the countdown prompt before the session ends. Its texts load with it, so it has its own
 * Suspense and never blanks the page around it.
 */
export function SessionInactivity({ onExpire, ...options }: SessionInactivityProps) {
  const deadline = useInactivity(options);
  if (deadline === null) return null;
  return (
    <Suspense fallback={null}>
      <InactivityModal deadline={deadline} onStay={stay} onExpire={onExpire} />
    </Suspense>
  );
}
