// STYLE 11: every web route once. `path` is the router pattern, `getHref` builds a link to it.
// Areas are chosen by the first path segment (spec 2), see app/area.ts.

export const paths = {
  customer: {
    home: { path: '/', getHref: () => '/' },
    /** spec 2: ':urlSegment' shows the login page; only known landing segments match (url-segments.ts). */
    landing: { path: '/:urlSegment', getHref: (segment: string) => `/${encodeURIComponent(segment)}` },
    products: { path: '/products', getHref: () => '/products' },
    termsOfUse: { path: '/terms-of-use', getHref: () => '/terms-of-use' },
    privacyPolicy: { path: '/privacy-policy', getHref: () => '/privacy-policy' },
  },
  public: {
    notFound: { path: '/404', getHref: () => '/404' },
  },
  partner: {
    root: { path: '/partner', getHref: () => '/partner' },
    login: { path: '/partner/login', getHref: () => '/partner/login' },
    /** A partner's own login address: /:partner/partner/login (spec 2). */
    brandedLogin: {
      path: '/:partner/partner/login',
      getHref: (partner: string) => `/${encodeURIComponent(partner)}/partner/login`,
    },
  },
  admin: {
    root: { path: '/admin', getHref: () => '/admin' },
    /** spec 2: /admin/login takes a callback parameter, the admin page to return to. */
    login: {
      path: '/admin/login',
      getHref: (callback?: string) =>
        callback ? `/admin/login?${new URLSearchParams({ callback }).toString()}` : '/admin/login',
    },
    dashboard: { path: '/admin/dashboard', getHref: () => '/admin/dashboard' },
  },
} as const;
