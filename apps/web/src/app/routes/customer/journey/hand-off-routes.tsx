import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { CenteredSpinner } from '@/components/ui/centered-spinner';
import { paths } from '@/config/paths';
import { isUrlSegment } from '@/config/url-segments';
import { safeInternalPath } from '@/features/journey/utils/safe-path';
import { useSession } from '@/features/session/api/get-session';
import { COOKIE_NAMES, setCookie } from '@/lib/cookies';
import { usePartnerHref } from '@/lib/partner-name';
import { onThisSite } from '@/lib/site';
import { rememberNext } from './hand-off-target';
import { useContinueJourney } from './use-journey';

// spec 2 hand-offs into and out of the site. Each decides at once and shows a spinner meanwhile.
// A target from the address bar is followed only when it is one of our customer pages
// (safeInternalPath): never an open redirect.

/** spec 2 'auth': /auth?next=... sends a signed-in customer to next (or '/'); others sign in first. */
export function AuthRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const partnerHref = usePartnerHref();
  const session = useSession();
  const next = safeInternalPath(params.get('next'));
  const home = partnerHref(paths.customer.home.getHref());
  const signIn = partnerHref(paths.customer.signIn.getHref());
  const signedIn = Boolean(session.data);
  const settled = !session.isPending;

  useEffect(() => {
    if (!settled) return;
    if (signedIn) {
      void navigate(next ?? home, { replace: true });
      return;
    }
    if (next) rememberNext(next); // /verification goes there after the code
    void navigate(signIn, { replace: true });
  }, [settled, signedIn, next, home, signIn, navigate]);

  return <CenteredSpinner />;
}

/** spec 2 'redirect': /redirect?to=<one of our pages>; anything else is the not-found page. */
export function RedirectRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const target = safeInternalPath(params.get('to'));
  useEffect(() => {
    void navigate(target ?? paths.public.notFound.getHref(), { replace: true });
  }, [target, navigate]);
  return <CenteredSpinner />;
}

/**
 * spec 2 'socialmedia-onboarding': a visitor from a social-media campaign. The campaign's UTM
 * parameters are kept like on every landing (lib/landing-attribution.ts, spec 3 utms) and a product
 * landing segment (?product=personal-loan) preselects the product; then sign-in or the next step.
 */
export function SocialMediaOnboardingRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const partnerHref = usePartnerHref();
  const continueJourney = useContinueJourney();
  const session = useSession();
  const signIn = partnerHref(paths.customer.signIn.getHref());
  const signedIn = Boolean(session.data);
  const settled = !session.isPending;

  useEffect(() => {
    if (!settled) return;
    const product = params.get('product');
    if (isUrlSegment(product ?? undefined) && product) setCookie(COOKIE_NAMES.urlSegment, product);
    if (signedIn) void continueJourney({ replace: true, sessionCurrent: true });
    else void navigate(signIn, { replace: true });
  }, [settled, signedIn, params, signIn, navigate, continueJourney]);

  return <CenteredSpinner />;
}

/**
 * spec 2 'customer-site': the way from a partner's site (or the partner portal) to the customer
 * site, keeping the partner's brand (?partner=): the products for a signed-in customer, else sign-in.
 */
export function CustomerSiteRoute() {
  const navigate = useNavigate();
  const partnerHref = usePartnerHref();
  const session = useSession();
  const target = partnerHref(
    session.data ? onThisSite(paths.customer.products.getHref()) : paths.customer.signIn.getHref(),
  );
  const settled = !session.isPending;
  useEffect(() => {
    if (settled) void navigate(target, { replace: true });
  }, [settled, target, navigate]);
  return <CenteredSpinner />;
}
