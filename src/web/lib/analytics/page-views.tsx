// A page view for every address the router shows (the path only: a query may hold a saved code), and a
// site search for a search address with its term (docs/product.md#analytics).
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { siteSearchTerm } from '../../../domain/analytics/rules.ts';
import { reportEvent, reportPageView } from './analytics.ts';

export function PageViews() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    reportPageView(pathname);
    const term = siteSearchTerm(pathname, search);
    if (term) reportEvent('site_searched', { term });
  }, [pathname, search]);
  return null;
}
