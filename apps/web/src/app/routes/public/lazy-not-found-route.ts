import { lazy } from 'react';

/** The not-found page uses MUI: fetched when an unknown address is opened, not with '/' (issue 16). */
export const LazyNotFoundRoute = lazy(() =>
  import('@/app/routes/public/not-found-route').then((m) => ({ default: m.NotFoundRoute })),
);
