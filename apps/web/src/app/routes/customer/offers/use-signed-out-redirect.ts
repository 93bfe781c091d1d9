import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-error';

/**
 * spec 4: without a signed-in customer, go to the sign-in page ('/', or '/login' on a white-label site). Until the /user route guard (features/journey)
 * exists, pages under /user rely on this: any of their calls answering 401 sends the visitor home.
 */
export function useSignedOutRedirect(...errors: (Error | null)[]): boolean {
  const navigate = useNavigate();
  const signedOut = errors.some((error) => error instanceof ApiError && error.status === 401);
  useEffect(() => {
    if (signedOut) void navigate(paths.customer.signIn.getHref(), { replace: true });
  }, [signedOut, navigate]);
  return signedOut;
}
