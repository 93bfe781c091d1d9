import { useSyncExternalStore } from 'react';

// spec 8 toasts. react-toastify loads only when the first toast is due (or when the browser is
// idle): it is not needed to paint the start page. Toasts raised before its container mounts are
// queued by react-toastify and shown as soon as it does.

type ToastKind = 'success' | 'error' | 'info';

let hostWanted = false;
const listeners = new Set<() => void>();

export function requestToastHost(): void {
  if (hostWanted) return;
  hostWanted = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** True once the toast container should be mounted. */
export function useToastHostWanted(): boolean {
  return useSyncExternalStore(subscribe, () => hostWanted);
}

export function notify(kind: ToastKind, message: string): void {
  requestToastHost();
  import('react-toastify').then(
    ({ toast }) => {
      toast[kind](message);
    },
    (error: unknown) => {
      console.error('Could not load toasts', error);
    },
  );
}
