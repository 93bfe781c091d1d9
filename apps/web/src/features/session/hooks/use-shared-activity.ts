import { useCallback, useEffect, useRef, useState } from 'react';
import { openActivityChannel, type ActivityChannel } from '../utils/activity-channel';

/**
 * Issue 13: one inactivity timer across the tabs of an area. Answers the last time the server saw
 * this session from ANY tab of the area (this tab's own touch, announced to the others, or the
 * latest touch another tab announced) and `expire`, which tells the other tabs the session ended
 * before ending it here: the logout happens once, the other tabs only reload (onExpiredElsewhere).
 */
export function useSharedActivity(
  area: string,
  ownTouchAt: number,
  onExpire: () => void,
  onExpiredElsewhere: () => void,
): { lastTouchAt: number; expire: () => void } {
  const [othersTouchAt, setOthersTouchAt] = useState(0);
  const channel = useRef<ActivityChannel | null>(null);
  const expiredElsewhere = useRef(onExpiredElsewhere);
  const expireHere = useRef(onExpire);
  const expired = useRef(false);
  useEffect(() => {
    expiredElsewhere.current = onExpiredElsewhere;
    expireHere.current = onExpire;
  }, [onExpiredElsewhere, onExpire]);

  useEffect(() => {
    const opened = openActivityChannel(area);
    channel.current = opened;
    const unsubscribe = opened.subscribe((message) => {
      if (message.type === 'touch') setOthersTouchAt((at) => Math.max(at, message.at));
      else if (!expired.current) {
        expired.current = true;
        expiredElsewhere.current();
      }
    });
    return () => {
      unsubscribe();
      opened.close();
      channel.current = null;
    };
  }, [area]);

  useEffect(() => {
    channel.current?.post({ type: 'touch', at: ownTouchAt });
  }, [area, ownTouchAt]);

  // Stable and once only: the prompt calls it from an effect that may run again at zero.
  const expire = useCallback(() => {
    if (expired.current) return;
    expired.current = true;
    channel.current?.post({ type: 'expired' });
    expireHere.current();
  }, []);

  return { lastTouchAt: Math.max(ownTouchAt, othersTouchAt), expire };
}
