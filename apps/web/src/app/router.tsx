// The site's routes; any other path shows the not-found page. Pages load lazily, one chunk each (a game
// page's loader asks for its game meanwhile). Player-only routes sit behind RequirePlayer, which sends
// guests to /login and back.
import { olderSlotPaths } from '@reelvault/contract/constants/categories';
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, redirect, type LoaderFunction, type RouteObject } from 'react-router';
import { gameQueryOptions } from '@/features/play/api/get-game';
import { gameIdOf } from '@/features/play/utils/game-id';
import type { PageHandle } from './shell/page-chrome';
import { Splash } from './shell/preloader';
import { RootLayout } from './shell/root-layout';
import { referralVisitLoader } from './routes/referral-visit';
import { RequirePlayer } from './routes/require-player';
import { RouteError } from './routes/route-error';

const page = (pageClass: string): PageHandle => ({ pageClass });

const home = async () => ({ Component: (await import('./routes/home')).HomeRoute });
const notFound = async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute });
const login = async () => ({ Component: (await import('./routes/auth/login')).LoginRoute });
const register = async () => ({ Component: (await import('./routes/auth/register')).RegisterRoute });
const registerWithReferral = async () => {
  const route = await import('./routes/auth/register');
  return { Component: route.RegisterRoute, loader: route.referralLoader };
};
const affiliateLink = async () => {
  const route = await import('./routes/auth/register');
  return { Component: route.AffiliateRedirect, loader: route.affiliateLoader };
};
const resetPassword = async () => ({
  Component: (await import('./routes/auth/reset-password')).ResetPasswordRoute,
});
const confirmEmail = async () => ({
  Component: (await import('./routes/auth/confirm-email')).ConfirmEmailRoute,
});
const logout = async () => ({ Component: (await import('./routes/auth/logout')).LogoutRoute });
const fairness = async () => ({ Component: (await import('./routes/fairness')).FairnessRoute });
const account = async () => ({ Component: (await import('./routes/account/account-layout')).AccountLayout });
const accountOverview = async () => ({
  Component: (await import('./routes/account/overview')).AccountOverviewRoute,
});
const accountSettings = async () => ({
  Component: (await import('./routes/account/settings')).AccountSettingsRoute,
});
const accountSecurity = async () => ({
  Component: (await import('./routes/account/security')).AccountSecurityRoute,
});
const slots = async () => ({ Component: (await import('./routes/lobby')).SlotsRoute });
const liveCasino = async () => ({ Component: (await import('./routes/lobby')).LiveCasinoRoute });
const browseSlots = async () => ({ Component: (await import('./routes/browse')).BrowseSlotsRoute });
const browseLive = async () => ({ Component: (await import('./routes/browse')).BrowseLiveRoute });
const play = async () => ({ Component: (await import('./routes/play')).PlayRoute });
const launcher = async () => ({ Component: (await import('./routes/play')).LauncherRoute });
const providers = async () => ({ Component: (await import('./routes/providers')).ProvidersRoute });
const provider = async () => ({ Component: (await import('./routes/providers')).ProviderRoute });
const favorites = async () => ({ Component: (await import('./routes/favorites')).FavoritesRoute });
const accountFavorites = async () => ({
  Component: (await import('./routes/account/my-favorites')).AccountFavoritesRoute,
});
const accountSessions = async () => ({
  Component: (await import('./routes/account/sessions')).AccountSessionsRoute,
});
const accountBets = async () => ({
  Component: (await import('./routes/account/game-transactions')).AccountGameTransactionsRoute,
});
const accountFinance = async () => ({
  Component: (await import('./routes/account/finance')).AccountFinanceRoute,
});
const accountActivity = async () => ({
  Component: (await import('./routes/account/transaction-activities')).AccountTransactionActivitiesRoute,
});

const accountVerification = async () => ({
  Component: (await import('./routes/account/verification')).AccountVerificationRoute,
});
const accountLimits = async () => ({
  Component: (await import('./routes/account/limits')).AccountLimitsRoute,
});
const coolDown = async () => ({ Component: (await import('./routes/exclusion')).CoolDownRoute });
const selfExclusion = async () => ({ Component: (await import('./routes/exclusion')).SelfExclusionRoute });
const onboarding = async () => ({ Component: (await import('./routes/exclusion')).OnboardingRoute });
const promotions = async () => ({ Component: (await import('./routes/promotions')).PromotionsRoute });
const promotionDetail = async () => ({
  Component: (await import('./routes/promotion-detail')).PromotionDetailRoute,
});
const sports = async () => ({ Component: (await import('./routes/site-pages')).SportsRoute });
const vip = async () => ({ Component: (await import('./routes/site-pages')).VipRoute });
const bonuses = async () => ({ Component: (await import('./routes/site-pages')).BonusesRoute });
const accountBonuses = async () => ({
  Component: (await import('./routes/site-pages')).AccountBonusesRoute,
});
const contact = async () => ({ Component: (await import('./routes/contact')).ContactRoute });
const redeem = async () => ({ Component: (await import('./routes/redeem')).RedeemRoute });
const legalPage = async () => ({ Component: (await import('./routes/pages')).LegalPageRoute });

const cashierRoute = async (
  name: 'DepositRoute' | 'WithdrawRoute' | 'PaymentSuccessRoute' | 'PaymentErrorRoute',
) => ({
  Component: (await import('./routes/cashier'))[name],
});

/**
 * A game page asks for its game as soon as the page opens, while its code still loads, instead of after
 * its first render: the stage's art, the page's largest paint, then waits for one answer less (decision
 * record 1012). The loader does not wait for the answer; the page shows its loading state as before.
 */
function gamePageLoader(queryClient: QueryClient): LoaderFunction {
  return ({ params }) => {
    const gameId = gameIdOf(params['gameId']);
    if (gameId > 0) void queryClient.prefetchQuery(gameQueryOptions(gameId));
    return null;
  };
}

/**
 * The older navigation's slot paths (`/slots/fruits`, ...) lead to the category each now lives in, with
 * any query kept, instead of the not-found page (decision record 0133).
 */
const olderSlotRoutes: RouteObject[] = Object.entries(olderSlotPaths).map(([path, category]) => ({
  path: `slots/${path}`,
  loader: ({ request }) => redirect(`/slots/category/${category}${new URL(request.url).search}`),
}));

const siteRoutes = (queryClient: QueryClient): RouteObject[] => [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: Splash,
    loader: referralVisitLoader,
    children: [
      { index: true, handle: page('page-home'), lazy: home },
      { path: 'home', handle: page('page-home'), lazy: home },
      { path: 'login', handle: page('page-login'), lazy: login },
      { path: 'register', handle: page('page-register'), lazy: register },
      { path: 'register/:username', handle: page('page-register'), lazy: registerWithReferral },
      { path: 'register/:affiliateId/:campaignId', lazy: affiliateLink },
      { path: 'reset-password', handle: page('page-reset-password'), lazy: resetPassword },
      { path: 'confirm-email', handle: page('page-confirm-email'), lazy: confirmEmail },
      { path: 'logout', lazy: logout },
      { path: 'fairness', handle: page('page-fairness'), lazy: fairness },
      { path: 'slots', handle: page('page-slots'), lazy: slots },
      { path: 'slots/category/:category', handle: page('page-slots'), lazy: slots },
      { path: 'slots/providers/:slug/:id', handle: page('page-slots'), lazy: slots },
      ...olderSlotRoutes,
      { path: 'live-casino', handle: page('page-live-casino'), lazy: liveCasino },
      { path: 'live-casino/category/:category', handle: page('page-live-casino'), lazy: liveCasino },
      { path: 'live-casino/providers/:slug/:id', handle: page('page-live-casino'), lazy: liveCasino },
      { path: 'browse', loader: () => redirect('/') },
      { path: 'browse/slots', handle: page('page-browse'), lazy: browseSlots },
      { path: 'browse/live', handle: page('page-browse'), lazy: browseLive },
      { path: 'providers', handle: page('page-providers'), lazy: providers },
      { path: 'providers/:slug', handle: page('page-provider'), lazy: provider },
      {
        path: 'play/:gameId',
        handle: page('page-play'),
        loader: gamePageLoader(queryClient),
        lazy: play,
      },
      {
        path: 'launcher/:gameId',
        handle: page('page-launcher'),
        loader: gamePageLoader(queryClient),
        lazy: launcher,
      },
      { path: 'promotions', handle: page('page-promotions'), lazy: promotions },
      { path: 'promotions-detail/:id', handle: page('page-promotion'), lazy: promotionDetail },
      { path: 'pages/:idOrSlug', handle: page('page-legal'), lazy: legalPage },
      { path: 'sports', handle: page('page-sports'), lazy: sports },
      { path: 'vip', handle: page('page-vip'), lazy: vip },
      { path: 'bonuses', handle: page('page-bonuses'), lazy: bonuses },
      {
        Component: RequirePlayer,
        children: [
          { path: 'favorites', handle: page('page-favorites'), lazy: favorites },
          {
            path: 'account',
            handle: page('page-account'),
            lazy: account,
            children: [
              { index: true, lazy: accountOverview },
              { path: 'settings', lazy: accountSettings },
              { path: 'security', lazy: accountSecurity },
              { path: 'sessions', lazy: accountSessions },
              { path: 'game-transactions', lazy: accountBets },
              { path: 'finance', lazy: accountFinance },
              { path: 'transaction-activities', lazy: accountActivity },
              { path: 'my-favorites', lazy: accountFavorites },
              { path: 'verification', lazy: accountVerification },
              { path: 'limits', lazy: accountLimits },
              { path: 'bonuses', lazy: accountBonuses },
            ],
          },
          { path: 'contact', lazy: contact },
          { path: 'deposit', lazy: () => cashierRoute('DepositRoute') },
          { path: 'withdraw', lazy: () => cashierRoute('WithdrawRoute') },
          { path: 'pathly/success', lazy: () => cashierRoute('PaymentSuccessRoute') },
          { path: 'pathly/error', lazy: () => cashierRoute('PaymentErrorRoute') },
          { path: 'cooldown', lazy: coolDown },
          { path: 'self-exclusion', lazy: selfExclusion },
          { path: 'onboarding', lazy: onboarding },
          // Spec: "/redeem | Home view; logged-out visitors go to /login"; the redeem popup opens over it.
          { path: 'redeem', handle: page('page-home'), lazy: redeem },
        ],
      },
      { path: '*', handle: page('page-not-found'), lazy: notFound },
    ],
  },
];

export function createRouter(queryClient: QueryClient) {
  return createBrowserRouter(siteRoutes(queryClient));
}
