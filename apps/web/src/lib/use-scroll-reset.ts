import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * A new page starts at its top (issue 13: the scroll position of the page before was kept). Only
 * the path counts, so a query change (filters, a report's date range) keeps the reader's place,
 * and a link to an anchor on the page is left to the browser.
 */
export function useScrollReset(): void {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (hash) return;
    window.scrollTo(0, 0);
  }, [pathname, hash]);
}
