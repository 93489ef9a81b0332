// What the layout does around each page: the route's style class on <body> (and `inactive` for an
// inactive player's pages), scrolling to the top after every navigation, and which paths show no header
// and footer (spec, "Public routes").
import { useEffect, useLayoutEffect } from 'react';
import { userStatus } from '@reelvault/contract/constants/statuses';
import { useLocation, useMatches } from 'react-router';

/** What a route declares in its `handle`. */
export interface PageHandle {
  /** Class put on <body> while the route shows, for example `page-home`. */
  readonly pageClass: string;
}

function isPageHandle(handle: unknown): handle is PageHandle {
  return (
    typeof handle === 'object' && handle !== null && typeof Reflect.get(handle, 'pageClass') === 'string'
  );
}

/** The auth screens and the full-page game launcher stand alone: no header, footer or bottom bar. */
const barePaths = ['/login', '/register', '/reset-password', '/confirm-email', '/launcher'];

export function isBarePath(pathname: string): boolean {
  return barePaths.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

export function useBodyPageClass(): void {
  const matches = useMatches();
  const pageClass = matches
    .map((match) => match.handle)
    .filter(isPageHandle)
    .at(-1)?.pageClass;
  useBodyClass(pageClass);
}

/** Spec: a player whose user status is 2 (inactive) gets the page's `inactive` class, on every page. */
export function useInactivePlayerClass(status: number | undefined): void {
  useBodyClass(status === userStatus.inactive ? 'inactive' : undefined);
}

function useBodyClass(className: string | undefined): void {
  useEffect(() => {
    if (!className) return;
    document.body.classList.add(className);
    return () => document.body.classList.remove(className);
  }, [className]);
}

export function useScrollToTopOnNavigation(): void {
  const { key } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [key]);
}
