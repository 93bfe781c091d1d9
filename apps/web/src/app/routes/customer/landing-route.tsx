import { useEffect } from 'react';
import { useParams } from 'react-router';
import { isUrlSegment } from '@/config/url-segments';
import { SiteHomeRoute } from '@/app/routes/customer/site-routes';
import { LazyNotFoundRoute } from '@/app/routes/public/lazy-not-found-route';
import { COOKIE_NAMES, setCookie } from '@/lib/cookies';

/**
 * spec 2 '/:urlSegment': a known landing segment shows what '/' shows (the login page, or the
 * products on a white-label site) and is remembered (spec 3).
 */
export function LandingRoute() {
  const { urlSegment } = useParams();
  const known = isUrlSegment(urlSegment);

  useEffect(() => {
    if (isUrlSegment(urlSegment)) setCookie(COOKIE_NAMES.urlSegment, urlSegment);
  }, [urlSegment]);

  return known ? <SiteHomeRoute /> : <LazyNotFoundRoute />;
}
