import { QueryClientContext, type QueryClient } from '@tanstack/react-query';
import { use, useContext, type ReactNode } from 'react';

// TanStack Query is not on the start page (docs/decisions/007-start-page-budget.md): its client
// is in a chunk of its own, loaded once and shared by every area. Only the context object comes
// from the package here, which is a few hundred bytes.

let loading: Promise<QueryClient> | null = null;
// The client once it has arrived: a gate drawn after that has it at once, without suspending (use()
// of a settled promise still suspends once, and React then holds the page back, issue 16).
let arrived: QueryClient | null = null;

/** The app's one query client; the chunk is fetched on the first call. */
export function loadAppQueryClient(): Promise<QueryClient> {
  loading ??= import('@/lib/query-client').then(
    (module) => {
      arrived = module.appQueryClient();
      return arrived;
    },
    (error: unknown) => {
      loading = null; // a failed chunk (flaky 4G) is fetched again next time
      throw error;
    },
  );
  return loading;
}

interface QueryGateProps {
  /**
   * true: suspend until the client is there (pages that query). false: render at once without it
   * (the start page, which queries nothing; it fetches the client with loadAppQueryClient when
   * the customer asks for a code, and a gate that has had it keeps it).
   */
  wait: boolean;
  children: ReactNode;
}

/**
 * Provides the query client below it. A client provided above (tests, or an outer gate) is used
 * as it is. A gate that waits suspends until the client has arrived (a failed chunk reaches the
 * error boundary, and is fetched again on the next try); one that does not wait draws at once,
 * without it until it has arrived. The provider element is the same whether the client has
 * arrived or not, so nothing below remounts when it does.
 */
export function QueryGate({ wait, children }: QueryGateProps) {
  const outer = useContext(QueryClientContext);
  const client = outer ?? arrived ?? (wait ? use(loadAppQueryClient()) : undefined);
  return <QueryClientContext.Provider value={client}>{children}</QueryClientContext.Provider>;
}
