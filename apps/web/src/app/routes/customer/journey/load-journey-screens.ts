/** The journey screens' chunk (journey-screen.tsx): routed by journey-routes.tsx, prefetched by '/'. */
export const loadJourneyScreens = () => import('@/app/routes/customer/journey/journey-screen');
