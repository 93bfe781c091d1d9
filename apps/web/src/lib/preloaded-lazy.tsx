import { lazy, useState, type ComponentType } from 'react';

// Issue 16: React.lazy suspends on its first render even when its module has long arrived (it
// learns so only a microtask later), and React then holds the page back for up to 300 ms after the
// fallback it showed before revealing it. A page whose code was fetched at boot (app/boot-code.ts)
// is drawn at once instead.

export interface PreloadedLazy<M, P extends object> {
  /** Renders the component; suspends (as React.lazy) only while its module has not arrived. */
  Component: ComponentType<P>;
  /** Fetches the module now (at boot); lazy() fetches it again after a failure. */
  preload: () => Promise<M>;
}

export function preloadedLazy<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): PreloadedLazy<M, P> {
  let arrived: ComponentType<P> | null = null;
  const preload = () =>
    load().then((module) => {
      arrived = pick(module);
      return module;
    });
  const Lazy = lazy(() => preload().then((module) => ({ default: pick(module) })));
  function Preloaded(props: P) {
    // Chosen once per mount: the element type never changes under a mounted page (no remount).
    const [Component] = useState<ComponentType<P>>(() => arrived ?? Lazy);
    return <Component {...props} />;
  }
  return { Component: Preloaded, preload };
}
