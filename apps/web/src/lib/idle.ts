import { useEffect } from 'react';

/** Calls `task` once the browser is idle (or after 3 s where requestIdleCallback is missing). */
function idleCallback(task: () => void): () => void {
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
}

/**
 * Calls `task` once the page has loaded (every file its head names) and the browser is then idle;
 * answers a function that cancels it. Idle alone comes too early on a slow connection: the
 * browser is idle while it waits for the page's own files, and what runs then competes with them.
 */
function onIdle(task: () => void): () => void {
  let cancelIdle: () => void = () => undefined;
  const start = () => {
    cancelIdle = idleCallback(task);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return () => {
    window.removeEventListener('load', start);
    cancelIdle();
  };
}

/**
 * Runs `task` once the page has loaded and the browser is idle, so optional code does not compete
 * with the page's own files for a slow 4G connection.
 */
export function useWhenIdle(task: () => void): void {
  useEffect(() => onIdle(task), [task]);
}

/**
 * Runs `task` once: when the browser is idle, or at once if the page is being left first, so a
 * request the page does not need (a page view) neither competes with the page's own on slow 4G
 * nor is lost when the customer leaves quickly.
 */
export function whenIdleOrLeaving(task: () => void): void {
  const once = () => {
    window.removeEventListener('pagehide', once);
    cancel();
    task();
  };
  window.addEventListener('pagehide', once);
  const cancel = onIdle(once);
}
