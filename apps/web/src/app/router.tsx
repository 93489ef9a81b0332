// The site's routes. Screens that later work brings (slots, live casino, promotions, account, ...) are not
// listed yet, so their paths show the not-found page until they exist. Pages load lazily, one chunk each.
import { createBrowserRouter, type RouteObject } from 'react-router';
import type { PageHandle } from './shell/page-chrome';
import { Splash } from './shell/preloader';
import { RootLayout } from './shell/root-layout';
import { RouteError } from './routes/route-error';

const page = (pageClass: string): PageHandle => ({ pageClass });

const home = async () => ({ Component: (await import('./routes/home')).HomeRoute });
const notFound = async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute });

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: Splash,
    children: [
      { index: true, handle: page('page-home'), lazy: home },
      { path: 'home', handle: page('page-home'), lazy: home },
      { path: '*', handle: page('page-not-found'), lazy: notFound },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
