export type Area = 'admin' | 'partner' | 'customer';

/**
 * spec 2: the first path segment decides the area. '/admin/...' is admin; '/partner/...' and a
 * partner's own '/:partner/partner/login' are partner; everything else is customer. Decided here,
 * before any route matching, so that '/admin/partner/login' stays admin.
 */
export function areaOfPath(pathname: string): Area {
  const [first = '', second, third, ...rest] = pathname.split('/').filter(Boolean);
  if (first === 'admin') return 'admin';
  if (first === 'partner') return 'partner';
  if (second === 'partner' && third === 'login' && rest.length === 0) return 'partner';
  return 'customer';
}
