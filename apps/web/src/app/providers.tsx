import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { ErrorFallback } from '@/components/ui/error-fallback';
import { useToastHostWanted } from '@/lib/toast';

const ToastHost = lazy(() => import('@/components/ui/toast-host').then((m) => ({ default: m.ToastHost })));

/**
 * App-wide providers. No MUI theme here: the start page is drawn without MUI (issue 16,
 * docs/decisions/027); the parts that use MUI bring its theme with them (lib/mui-scope.tsx). The
 * error page is plain too, so it renders whatever failed. The toast container (react-toastify)
 * arrives with the first toast, never on a page that shows none. The query client is not created
 * here: QueryGate (lib/query-gate.tsx) brings it in after the start page has painted
 * (docs/decisions/007). Tests pass their own client.
 */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const toastsWanted = useToastHostWanted();
  const app = (
    <>
      <ErrorBoundary fallback={<ErrorFallback />}>{children}</ErrorBoundary>
      {toastsWanted && (
        <Suspense fallback={null}>
          <ToastHost />
        </Suspense>
      )}
    </>
  );
  return queryClient ? <QueryClientProvider client={queryClient}>{app}</QueryClientProvider> : app;
}
