// @vitest-environment jsdom
// The navigation shows an operator only the screens their role may open (the contract's roles matrix),
// and a screen opened by address says it is not for the role instead of calling the server.
import { adminPermissions, adminRoles } from '@reelvault/contract/calls/backoffice';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../i18n/i18n';
import { emptyPage, meReply, renderApp } from '../testing/render-app';
import { navigation, navigationFor } from './navigation';

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

describe('navigationFor', () => {
  it("lists for each role exactly the screens the roles matrix allows, in the navigation's order", () => {
    const paths = (role: (typeof adminRoles)[number]) => navigationFor(role).map((item) => item.path);
    expect(paths('admin')).toEqual([
      '/dashboard',
      '/reports',
      '/players',
      '/verification',
      '/withdrawals',
      '/crypto',
      '/payment-methods',
      '/adjustments',
      '/offers',
      '/promo-codes',
      '/referrals',
      '/review-claims',
      '/support',
      '/blocked-senders',
      '/games',
      '/studios',
      '/categories',
      '/home-lists',
      '/feed-import',
      '/aggregators',
      '/legal-pages',
      '/seo',
      '/promotions',
      '/hero-slides',
      '/audit-log',
      '/fairness',
      '/compliance-reports',
      '/operators',
    ]);
    expect(paths('finance')).toEqual([
      '/dashboard',
      '/reports',
      '/players',
      '/withdrawals',
      '/crypto',
      '/payment-methods',
      '/adjustments',
      '/offers',
      '/promo-codes',
      '/referrals',
      '/fairness',
      '/compliance-reports',
    ]);
    expect(paths('compliance')).toEqual([
      '/dashboard',
      '/reports',
      '/players',
      '/verification',
      '/withdrawals',
      '/crypto',
      '/payment-methods',
      '/offers',
      '/promo-codes',
      '/referrals',
      '/blocked-senders',
      '/games',
      '/studios',
      '/categories',
      '/home-lists',
      '/aggregators',
      '/legal-pages',
      '/seo',
      '/promotions',
      '/hero-slides',
      '/audit-log',
      '/fairness',
      '/compliance-reports',
    ]);
    expect(paths('support')).toEqual([
      '/players',
      '/offers',
      '/promo-codes',
      '/referrals',
      '/review-claims',
      '/support',
      '/blocked-senders',
    ]);
    expect(paths('content')).toEqual([
      '/games',
      '/studios',
      '/categories',
      '/home-lists',
      '/feed-import',
      '/aggregators',
      '/legal-pages',
      '/seo',
      '/promotions',
      '/hero-slides',
    ]);
  });

  it("lists a screen exactly for the roles the matrix names for the permission of the screen's list call", () => {
    for (const role of adminRoles) {
      for (const item of navigation) {
        const allowed: readonly string[] = [
          ...adminPermissions[item.permission],
          ...(item.orPermission ? adminPermissions[item.orPermission] : []),
        ];
        expect(navigationFor(role).includes(item), `${role} ${item.path}`).toBe(allowed.includes(role));
      }
    }
  });
});

function renderAs(role: (typeof adminRoles)[number], path: string) {
  return renderApp(
    path,
    (request) =>
      request.path === '/api/admin/me'
        ? { status: 200, body: meReply({ id: 3, email: `${role}@reelvault.test`, role }) }
        : { status: 200, body: { data: [], pagination: emptyPage } },
    { token: 'live' },
  );
}

describe('the navigation on screen', () => {
  it('shows a finance operator the money screens and not the verification queue or the audit log', async () => {
    renderAs('finance', '/withdrawals');
    const nav = await screen.findByRole('navigation', { name: 'Back office' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual([
      'Dashboard',
      'Reports',
      'Players',
      'Withdrawals queue',
      'Crypto',
      'Payment methods',
      'Adjustments',
      'Offers',
      'Promo codes',
      'Referrals',
      'Game fairness',
      'Compliance reports',
    ]);
    expect(within(nav).getByRole('link', { name: 'Withdrawals queue' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.getByText('Finance')).toBeTruthy();
  });

  it('shows a content operator the catalogue and the site texts, and no player or money screen', async () => {
    renderAs('content', '/games');
    const nav = await screen.findByRole('navigation', { name: 'Back office' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual([
      'Games',
      'Studios',
      'Categories',
      'Home page lists',
      'Feed import',
      'Aggregators',
      'Legal pages',
      'SEO',
      'Promotions',
      'Hero slides',
    ]);
    expect(within(nav).getByRole('link', { name: 'Games' }).getAttribute('aria-current')).toBe('page');
  });

  it('refuses the audit log to a finance operator who types its address, without asking the server', async () => {
    const app = renderAs('finance', '/audit-log');
    expect(await screen.findByRole('heading', { name: 'Not for your role' })).toBeTruthy();
    expect(app.sent.map((request) => request.path)).toEqual(['/api/admin/me']);
  });

  it('refuses the compliance reports and game fairness to a support operator, without asking the server', async () => {
    for (const path of ['/compliance-reports', '/fairness']) {
      const app = renderAs('support', path);
      expect(await screen.findByRole('heading', { name: 'Not for your role' })).toBeTruthy();
      expect(app.sent.map((request) => request.path)).toEqual(['/api/admin/me']);
      cleanup();
    }
  });
});
