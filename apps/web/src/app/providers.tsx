import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { ErrorFallback } from '@/components/ui/error-fallback';
import { createAppTheme } from '@/lib/theme';
import { useToastHostWanted } from '@/lib/toast';

const defaultTheme = createAppTheme();
const ToastHost = lazy(() => import('@/components/ui/toast-host').then((m) => ({ default: m.ToastHost })));

/**
 * App-wide providers. The default-brand theme here lets the error page render even when the
 * partner theme below it is what failed. The toast container (react-toastify) arrives with the
 * first toast, never on a page that shows none (issue 16: every byte '/' loads counts).
 * The query client is not created here: QueryGate (lib/query-gate.tsx) brings it in after the
 * start page has painted (docs/decisions/007). Tests pass their own client.
 */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const toastsWanted = useToastHostWanted();
  const app = (
    <ThemeProvider theme={defaultTheme}>
      <CssBaseline />
      <ErrorBoundary fallback={<ErrorFallback />}>{children}</ErrorBoundary>
      {toastsWanted && (
        <Suspense fallback={null}>
          <ToastHost />
        </Suspense>
      )}
    </ThemeProvider>
  );
  return queryClient ? <QueryClientProvider client={queryClient}>{app}</QueryClientProvider> : app;
}
