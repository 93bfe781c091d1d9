import { QueryClientContext, type QueryClient } from '@tanstack/react-query';
import { use, useContext, useEffect, useState, type ReactNode } from 'react';

// TanStack Query is not on the start page (docs/decisions/007-start-page-budget.md): its client
// is in a chunk of its own, loaded once and shared by every area. Only the context object comes
// from the package here, which is a few hundred bytes.

let loading: Promise<QueryClient> | null = null;

/** The app's one query client; the chunk is fetched on the first call. */
export function loadAppQueryClient(): Promise<QueryClient> {
  loading ??= import('@/lib/query-client').then(
    (module) => module.appQueryClient(),
    (error: unknown) => {
      loading = null; // a failed chunk (flaky 4G) is fetched again next time
      throw error;
    },
  );
  return loading;
}

interface QueryGateProps {
  /**
   * true: suspend until the client is there (pages that query). false: render at once and bring
   * the client in after the first paint (the start page, which queries nothing).
   */
  wait: boolean;
  children: ReactNode;
}

/**
 * Provides the query client below it. A client provided above (tests, or an outer gate) is used
 * as it is. The provider element is the same whether the client has arrived or not, so nothing
 * below remounts when it does.
 */
export function QueryGate({ wait, children }: QueryGateProps) {
  const outer = useContext(QueryClientContext);
  const [loaded, setLoaded] = useState<QueryClient | null>(null);

  useEffect(() => {
    if (outer || loaded) return;
    let live = true;
    loadAppQueryClient().then(
      (client) => {
        if (live) setLoaded(client);
      },
      (error: unknown) => {
        console.error('Could not load the query client', error);
      },
    );
    return () => {
      live = false;
    };
  }, [outer, loaded]);

  const client = outer ?? loaded ?? (wait ? use(loadAppQueryClient()) : undefined);
  return <QueryClientContext.Provider value={client}>{children}</QueryClientContext.Provider>;
}
