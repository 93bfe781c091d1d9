import { useEffect } from 'react';

/**
 * Runs `task` once the browser is idle after the first paint (or after 3 s where
 * requestIdleCallback is missing), so optional code does not compete with the start page for a
 * slow 4G connection.
 */
export function useWhenIdle(task: () => void): void {
  useEffect(() => {
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(task, { timeout: 5000 });
      return () => {
        window.cancelIdleCallback(id);
      };
    }
    const id = setTimeout(task, 3000);
    return () => {
      clearTimeout(id);
    };
  }, [task]);
}

/**
 * Runs `task` once: when the browser is idle (or after 3 s where requestIdleCallback is missing),
 * or at once if the page is being left first, so a request the page does not need (a page view)
 * neither competes with the page's own on slow 4G nor is lost when the customer leaves quickly.
 */
export function whenIdleOrLeaving(task: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    window.removeEventListener('pagehide', once);
    task();
  };
  window.addEventListener('pagehide', once);
  if ('requestIdleCallback' in window) window.requestIdleCallback(once, { timeout: 5000 });
  else setTimeout(once, 3000);
}
