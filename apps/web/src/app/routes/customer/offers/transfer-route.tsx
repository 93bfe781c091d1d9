import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { CenteredSpinner } from '@/components/ui/centered-spinner';
import { paths } from '@/config/paths';
import { NotFoundRoute } from '@/app/routes/public/not-found-route';
import { COOKIE_NAMES, setCookie } from '@/lib/cookies';

// Partner lead ids are UUIDs (the server reads the cookie only in that form); nothing else is stored.
const PROSPECT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * spec 2 /transfer/:prospectId: a customer arriving from a partner-created lead. The lead id is kept
 * in the prospectAppId cookie (spec 3) and the customer signs in at '/'; the server ties the lead
 * to the customer when the OTP is verified (auth/attribution.ts).
 */
export function TransferRoute() {
  const { prospectId = '' } = useParams();
  const navigate = useNavigate();
  const valid = PROSPECT_ID.test(prospectId);

  useEffect(() => {
    if (!valid) return;
    setCookie(COOKIE_NAMES.prospectAppId, prospectId);
    void navigate(paths.customer.signIn.getHref(), { replace: true });
  }, [valid, prospectId, navigate]);

  return valid ? <CenteredSpinner /> : <NotFoundRoute />;
}
