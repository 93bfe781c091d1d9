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
