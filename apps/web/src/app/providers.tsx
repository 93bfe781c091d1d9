import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { ErrorFallback } from '@/components/ui/error-fallback';
import { useWhenIdle } from '@/lib/idle';
import { createQueryClient } from '@/lib/query-client';
import { createAppTheme } from '@/lib/theme';
import { requestToastHost, useToastHostWanted } from '@/lib/toast';

const defaultTheme = createAppTheme();
const ToastHost = lazy(() => import('@/components/ui/toast-host').then((m) => ({ default: m.ToastHost })));

/**
 * App-wide providers. The default-brand theme here lets the error page render even when the
 * partner theme below it is what failed. The toast container arrives after the first paint.
 */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const toastsWanted = useToastHostWanted();
  useWhenIdle(requestToastHost);
  return (
    <QueryClientProvider client={client}>
      <ThemeProvider theme={defaultTheme}>
        <CssBaseline />
        <ErrorBoundary fallback={<ErrorFallback />}>{children}</ErrorBoundary>
        {toastsWanted && (
          <Suspense fallback={null}>
            <ToastHost />
          </Suspense>
        )}
      </ThemeProvider>
    </QueryClientProvider>
  );
}
