import { useEffect, useRef, useState } from 'react';

/** spec 2, spec 4: the prompt comes this long before the server's idle timeout (docs/decisions/004). */
export const INACTIVITY_WARNING_SECONDS = 60;
/** Someone active on the page keeps the server session alive at most this often. */
const TOUCH_EVERY_MS = 2 * 60_000;
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;

interface InactivityOptions {
  idleTimeoutSeconds: number;
  /** When the server last saw this session (the last session fetch), epoch ms. */
  lastTouchAt: number;
  /** Shows the server we are here (refetches the session, which refreshes its last-seen). */
  touch: () => void;
}

/**
 * The server ends a session after idleTimeoutSeconds without a request. A customer who is using
 * the page (typing a long form makes no request) keeps it alive through `touch`; one who is away
 * gets the warning 60 s before the end. Returns the deadline while the warning is due, else null.
 */
export function useInactivity({ idleTimeoutSeconds, lastTouchAt, touch }: InactivityOptions): number | null {
  const deadline = lastTouchAt + idleTimeoutSeconds * 1000;
  const warnAt = deadline - INACTIVITY_WARNING_SECONDS * 1000;
  // The warning belongs to one deadline: a later touch moves the deadline and so ends it.
  const [warnedFor, setWarnedFor] = useState<number | null>(null);
  const warning = warnedFor === deadline;
  const touchRef = useRef(touch);
  useEffect(() => {
    touchRef.current = touch;
  }, [touch]);

  useEffect(() => {
    const timer = setTimeout(
      () => {
        setWarnedFor(deadline);
      },
      Math.max(0, warnAt - Date.now()),
    );
    return () => {
      clearTimeout(timer);
    };
  }, [deadline, warnAt]);

  useEffect(() => {
    // Once the prompt shows, only its button counts: a stray tap must not hide it silently.
    if (warning) return;
    let touchedAt = lastTouchAt;
    const onActivity = () => {
      if (Date.now() - touchedAt < TOUCH_EVERY_MS) return;
      touchedAt = Date.now();
      touchRef.current();
    };
    for (const event of ACTIVITY_EVENTS) window.addEventListener(event, onActivity, { passive: true });
    return () => {
      for (const event of ACTIVITY_EVENTS) window.removeEventListener(event, onActivity);
    };
  }, [lastTouchAt, warning]);

  return warning ? deadline : null;
}
