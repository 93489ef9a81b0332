// The back office's routes under /admin. Every screen but sign-in sits behind the operator gate, which
// loads the operator and draws the navigation their role allows; each screen checks its own permission.
import { createBrowserRouter, createMemoryRouter, type RouteObject } from 'react-router';
import { AdjustmentsPage } from './routes/adjustments';
import { AggregatorReconciliationPage } from './routes/aggregator-reconciliation';
import { AggregatorsPage } from './routes/aggregators';
import { AuditLogPage } from './routes/audit-log';
import { CatalogueGamesPage } from './routes/catalogue-games';
import { CatalogueStudiosPage } from './routes/catalogue-studios';
import { CatalogueCategoriesPage } from './routes/catalogue-categories';
import { CatalogueHomeListsPage } from './routes/catalogue-home-lists';
import { CatalogueFeedImportPage } from './routes/catalogue-feed-import';
import { ComplianceReportsPage } from './routes/compliance-reports';
import { CryptoPage } from './routes/crypto';
import { DashboardPage } from './routes/dashboard';
import { ReportsPage } from './routes/reports';
import { FairnessPage } from './routes/fairness';
import { HeroSlidesPage } from './routes/hero-slides';
import { HomePage } from './routes/home';
import { LegalPagesPage } from './routes/legal-pages';
import { NotFoundPage } from './routes/not-found';
import { OffersPage } from './routes/offers';
import { OperatorsPage } from './routes/operators';
import { PaymentMethodsPage } from './routes/payment-methods';
import { PlayerPage } from './routes/player';
import { PlayersPage } from './routes/players';
import { PromoCodesPage } from './routes/promo-codes';
import { PromotionsPage } from './routes/promotions';
import { ReferralsPage } from './routes/referrals';
import { ReviewClaimsPage } from './routes/review-claims';
import { SeoPage } from './routes/seo';
import { SetupPage } from './routes/setup';
import { SignInPage } from './routes/sign-in';
import { BlockedSendersPage } from './routes/blocked-senders';
import { SupportPage } from './routes/support';
import { SupportTicketPage } from './routes/support-ticket';
import { VerificationPage } from './routes/verification';
import { WithdrawalsPage } from './routes/withdrawals';
import { RequireOperator } from './shell/require-operator';

export const adminBasePath = '/admin';

export const adminRoutes: RouteObject[] = [
  { path: '/sign-in', element: <SignInPage /> },
  { path: '/setup', element: <SetupPage /> },
  {
    element: <RequireOperator />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'players', element: <PlayersPage /> },
      { path: 'players/:id', element: <PlayerPage /> },
      { path: 'verification', element: <VerificationPage /> },
      { path: 'withdrawals', element: <WithdrawalsPage /> },
      { path: 'crypto', element: <CryptoPage /> },
      { path: 'payment-methods', element: <PaymentMethodsPage /> },
      { path: 'adjustments', element: <AdjustmentsPage /> },
      { path: 'offers', element: <OffersPage /> },
      { path: 'promo-codes', element: <PromoCodesPage /> },
      { path: 'referrals', element: <ReferralsPage /> },
      { path: 'review-claims', element: <ReviewClaimsPage /> },
      { path: 'support', element: <SupportPage /> },
      { path: 'support/:id', element: <SupportTicketPage /> },
      { path: 'blocked-senders', element: <BlockedSendersPage /> },
      { path: 'games', element: <CatalogueGamesPage /> },
      { path: 'studios', element: <CatalogueStudiosPage /> },
      { path: 'categories', element: <CatalogueCategoriesPage /> },
      { path: 'home-lists', element: <CatalogueHomeListsPage /> },
      { path: 'feed-import', element: <CatalogueFeedImportPage /> },
      { path: 'aggregators', element: <AggregatorsPage /> },
      { path: 'aggregators/:code/reconciliation', element: <AggregatorReconciliationPage /> },
      { path: 'audit-log', element: <AuditLogPage /> },
      { path: 'fairness', element: <FairnessPage /> },
      { path: 'compliance-reports', element: <ComplianceReportsPage /> },
      { path: 'dashboard', element: <DashboardPage /> },
      { path: 'reports', element: <ReportsPage /> },
      { path: 'operators', element: <OperatorsPage /> },
      { path: 'legal-pages', element: <LegalPagesPage /> },
      { path: 'seo', element: <SeoPage /> },
      { path: 'promotions', element: <PromotionsPage /> },
      { path: 'hero-slides', element: <HeroSlidesPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export type AdminRouter = ReturnType<typeof createBrowserRouter>;

export function createAdminRouter(): AdminRouter {
  return createBrowserRouter(adminRoutes, { basename: adminBasePath });
}

/** For tests: the same routes at the given entries, without a browser's address bar. */
export function createTestRouter(initialEntries: string[]): AdminRouter {
  return createMemoryRouter(adminRoutes, { initialEntries });
}
