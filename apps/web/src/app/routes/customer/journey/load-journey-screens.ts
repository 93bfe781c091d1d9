import { preloadedLazy } from '@/lib/preloaded-lazy';

/**
 * The journey screens' chunk (journey-screen.tsx): routed by journey-routes.tsx, fetched at boot
 * on a profile form (app/boot-code.ts) and prefetched by '/'.
 */
const journeyScreens = preloadedLazy(
  () => import('@/app/routes/customer/journey/journey-screen'),
  (m) => m.JourneyScreen,
);
export const JourneyScreen = journeyScreens.Component;
export const loadJourneyScreens = journeyScreens.preload;
