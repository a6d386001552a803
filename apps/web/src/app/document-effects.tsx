import { PRODUCT_TITLE, ROUTE_TABLE } from '@toufang/contracts';
import { findRoute } from '@toufang/domain';
import { useEffect, useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/** spec 000 §1: "route title - product title"; the product title alone off the route table. */
export function pageTitle(pathname: string): string {
  const match = findRoute(ROUTE_TABLE, pathname);
  return match === undefined ? PRODUCT_TITLE : `${match.node.title} - ${PRODUCT_TITLE}`;
}

/** Page title and scroll position on every navigation (spec 000 §1, §2). */
export function DocumentEffects() {
  const location = useLocation();
  useEffect(() => {
    document.title = pageTitle(location.pathname);
  }, [location.pathname]);
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [location.key]);
  return null;
}
