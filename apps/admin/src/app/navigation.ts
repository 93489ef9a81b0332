// The back office's screens in the navigation, each with the permission its list call needs on the server
// (adminPermissions in the contract): an operator sees only the screens their role may open.
import { adminMay, type AdminPermission, type AdminRole } from '@reelvault/contract/calls/backoffice';

export type NavLabelKey =
  | 'nav.players'
  | 'nav.verification'
  | 'nav.withdrawals'
  | 'nav.crypto'
  | 'nav.adjustments'
  | 'nav.offers'
  | 'nav.promoCodes'
  | 'nav.referrals'
  | 'nav.reviewClaims'
  | 'nav.support'
  | 'nav.blockedSenders'
  | 'nav.games'
  | 'nav.studios'
  | 'nav.categories'
  | 'nav.homeLists'
  | 'nav.feedImport'
  | 'nav.aggregators'
  | 'nav.auditLog'
  | 'nav.fairness'
  | 'nav.complianceReports'
  | 'nav.dashboard'
  | 'nav.reports'
  | 'nav.operators'
  | 'nav.paymentMethods'
  | 'nav.legalPages'
  | 'nav.seo'
  | 'nav.promotions'
  | 'nav.heroSlides';

export interface NavItem {
  /** Below the app's base path (/admin). */
  readonly path: string;
  readonly label: NavLabelKey;
  /** What the screen's list call asks of the operator's role. */
  readonly permission: AdminPermission;
  /** Another permission that opens the screen as well (adjustments: who requests or who decides). */
  readonly orPermission?: AdminPermission;
}

export const navigation: readonly NavItem[] = [
  { path: '/dashboard', label: 'nav.dashboard', permission: 'dashboard.read' },
  { path: '/reports', label: 'nav.reports', permission: 'reports.read' },
  { path: '/players', label: 'nav.players', permission: 'players.read' },
  { path: '/verification', label: 'nav.verification', permission: 'kyc.review' },
  { path: '/withdrawals', label: 'nav.withdrawals', permission: 'withdrawals.read' },
  { path: '/crypto', label: 'nav.crypto', permission: 'withdrawals.read' },
  { path: '/payment-methods', label: 'nav.paymentMethods', permission: 'payments.read' },
  {
    path: '/adjustments',
    label: 'nav.adjustments',
    permission: 'adjustments.request',
    orPermission: 'adjustments.decide',
  },
  { path: '/offers', label: 'nav.offers', permission: 'bonuses.read' },
  { path: '/promo-codes', label: 'nav.promoCodes', permission: 'bonuses.read' },
  { path: '/referrals', label: 'nav.referrals', permission: 'bonuses.read' },
  { path: '/review-claims', label: 'nav.reviewClaims', permission: 'reviews.decide' },
  { path: '/support', label: 'nav.support', permission: 'support.read' },
  { path: '/blocked-senders', label: 'nav.blockedSenders', permission: 'support.block' },
  { path: '/games', label: 'nav.games', permission: 'catalogue.read' },
  { path: '/studios', label: 'nav.studios', permission: 'catalogue.read' },
  { path: '/categories', label: 'nav.categories', permission: 'catalogue.read' },
  { path: '/home-lists', label: 'nav.homeLists', permission: 'catalogue.read' },
  { path: '/feed-import', label: 'nav.feedImport', permission: 'catalogue.manage' },
  { path: '/aggregators', label: 'nav.aggregators', permission: 'catalogue.read' },
  { path: '/legal-pages', label: 'nav.legalPages', permission: 'content.read' },
  { path: '/seo', label: 'nav.seo', permission: 'content.read' },
  { path: '/promotions', label: 'nav.promotions', permission: 'content.read' },
  { path: '/hero-slides', label: 'nav.heroSlides', permission: 'content.read' },
  { path: '/audit-log', label: 'nav.auditLog', permission: 'audit.read' },
  { path: '/fairness', label: 'nav.fairness', permission: 'reports.read' },
  { path: '/compliance-reports', label: 'nav.complianceReports', permission: 'reports.read' },
  { path: '/operators', label: 'nav.operators', permission: 'operators.manage' },
];

/** The screens a role may open, in navigation order. */
export function navigationFor(role: AdminRole, items: readonly NavItem[] = navigation): NavItem[] {
  return items.filter((item) => mayOpen(role, item));
}

/** Whether a role may open a screen: its permission, or the other one that opens it too. */
export function mayOpen(
  role: AdminRole,
  screen: { readonly permission: AdminPermission; readonly orPermission?: AdminPermission | undefined },
): boolean {
  return (
    adminMay(role, screen.permission) ||
    (screen.orPermission !== undefined && adminMay(role, screen.orPermission))
  );
}

/** Whether a role may open the screen at a path below /admin: a player's page opens with the players. */
export function mayOpenPath(role: AdminRole, path: string, items: readonly NavItem[] = navigation): boolean {
  const screen = items.find((item) => path === item.path || path.startsWith(`${item.path}/`));
  return screen !== undefined && mayOpen(role, screen);
}
