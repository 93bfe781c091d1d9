import { useEffect } from 'react';
import { useParams } from 'react-router';
import { isUrlSegment } from '@/config/url-segments';
import { LoginRoute } from '@/app/routes/customer/login-route';
import { NotFoundRoute } from '@/app/routes/public/not-found-route';
import { COOKIE_NAMES, setCookie } from '@/lib/cookies';

/** spec 2 '/:urlSegment': a known landing segment shows the login page and is remembered (spec 3). */
export function LandingRoute() {
  const { urlSegment } = useParams();
  const known = isUrlSegment(urlSegment);

  useEffect(() => {
    if (isUrlSegment(urlSegment)) setCookie(COOKIE_NAMES.urlSegment, urlSegment);
  }, [urlSegment]);

  return known ? <LoginRoute /> : <NotFoundRoute />;
}
