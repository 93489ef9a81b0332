// The walk over the site's routes (spec 000, section 2: the public routes and the auth-required ones): every
// route is opened by its address, must show its own main content (its heading, or the popup it opens) and
// never the not-found page, and must pass the axe check (e2e/axe.ts) as it stands. The walk runs in English
// on the desktop and the phone projects, and in German on the desktop (decision 0135: the phone's layout is
// the same in every language, and the German walk checks the texts); the public routes as a guest, the auth-required
// ones as one logged-in player per walk. The German walk's axe leaves out colour contrast: the same elements
// in the same colours are measured by the English walk on the same routes (decision 0135). Routes are grouped into a few tests so that one page and one
// player serve many routes; every violation of a group is listed at once (soft checks) rather than the
// first one only. Texts come from the locale files and the demo data from the API, so that a test
// compares the page with the source of its texts rather than with copies. A popup route after the first
// of a walk is opened inside the page already loaded, once the server's answer for its address is
// checked, rather than by loading the whole site and the lobby behind it again (decision 1015).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { depositThroughSandbox } from './cashier-helpers';
import { expect, test, waitForShell } from './fixtures';
import { playerWithMoney } from './play';
import { signIn } from './sign-in';

type Language = 'en' | 'de';
type Messages = { readonly [key: string]: string | Messages };

const localesDir = path.resolve(import.meta.dirname, '../src/i18n/locales');
const messages = (language: Language): Messages =>
  JSON.parse(readFileSync(path.join(localesDir, `${language}.json`), 'utf8')) as Messages;

/** A text of the locale file by its dotted key, as the page shows it (no interpolation needed here). */
function translator(language: Language): (key: string) => string {
  const all = messages(language);
  return (key) => {
    const value = key
      .split('.')
      .reduce<string | Messages | undefined>(
        (node, part) => (typeof node === 'object' ? node[part] : undefined),
        all,
      );
    if (typeof value !== 'string') throw new Error(`No text ${key} in ${language}.json`);
    return value;
  };
}

/** What the walk needs of the demo data, asked from the API in the walk's language. */
interface Demo {
  readonly game: { id: number; name: string };
  readonly slotProvider: { slug: string; id: number; name: string };
  readonly liveProvider: { slug: string; id: number; name: string };
  readonly promotions: ReadonlyMap<number, string>;
  readonly pages: ReadonlyMap<number, string>;
}

async function apiData<T>(request: APIRequestContext, url: string, language: Language): Promise<T> {
  const reply = await request.get(url, { headers: { 'Accept-Language': language } });
  expect(reply.ok(), `${url}: ${reply.status()}`).toBe(true);
  return (await reply.json()) as T;
}

async function demoData(request: APIRequestContext, language: Language): Promise<Demo> {
  type Provider = { slug: string; id: number; name: string };
  const games = await apiData<{ games: { data: { id: number; name: string }[] } }>(
    request,
    '/api/games?type=slot&per_page=1',
    language,
  );
  const slotConfig = await apiData<{ data: { providers: Provider[] } }>(
    request,
    '/api/casino-config',
    language,
  );
  const liveConfig = await apiData<{ data: { providers: Provider[] } }>(
    request,
    '/api/live-casino-config',
    language,
  );
  const promotions = new Map<number, string>();
  for (const id of [4, 5, 524]) {
    const reply = await apiData<{ data: { promotion: { title: string } } }>(
      request,
      `/api/promotion-detail/${id}`,
      language,
    );
    promotions.set(id, reply.data.promotion.title);
  }
  const pages = new Map<number, string>();
  for (const id of [3, 4, 5, 6, 7, 8]) {
    const reply = await apiData<{ data: { title: string } }>(request, `/api/pages/id/${id}`, language);
    pages.set(id, reply.data.title);
  }
  const [game] = games.games.data;
  const [slotProvider] = slotConfig.data.providers;
  const [liveProvider] = liveConfig.data.providers;
  if (!game || !slotProvider || !liveProvider) throw new Error('The demo catalogue is empty');
  return { game, slotProvider, liveProvider, promotions, pages };
}

/**
 * The time one route may take: opening it, its checks and axe, which on a busy two-core machine takes
 * several seconds on the lobby's long pages.
 */
const stepTimeoutMs = 30_000;

interface Visit {
  /** The address opened. */
  readonly path: string;
  /** Where the page ends up, when it moves on (a redirect, or a popup route that goes back to /). */
  readonly lands?: string | RegExp;
  /** The main heading the page shows; left out for a popup route. */
  readonly heading?: string;
  /** The popup a route opens, by its title. */
  readonly dialog?: string;
  /**
   * Whether axe checks the page: yes unless the route only moves on to a page the walk checks on its own
   * (the lobby). A popup route's check covers the popup; the lobby behind it has its own.
   */
  readonly axe?: boolean;
  /** What to wait for before axe runs, beyond the heading (a game's frame). */
  readonly ready?: (page: Page) => Promise<void>;
}

/** The game in its frame has loaded and shows the player's balance (the studio's pages are checked too). */
const gameLoaded = async (page: Page) => {
  await expect
    .soft(page.frameLocator('iframe').first().getByTestId('balance'))
    .toHaveText(/\d/, { timeout: 30_000 });
};

/** Opens one route, checks what it shows and runs axe on it; failures are soft so the walk goes on. */
async function visit(page: Page, step: Visit, t: (key: string) => string, contrast: boolean): Promise<void> {
  await test.step(step.path, async () => {
    await page.goto(step.path);
    await waitForShell(page);
    await checkRoute(page, step, t, contrast);
  });
}

/**
 * Opens a popup route inside the page already loaded, as the site's own links and the browser's history
 * do (the router reads the new address on `popstate`), after one request checks that the server answers
 * the address with the site's page. Loading the whole site again for each popup route would load the
 * lobby behind it every time, 3 to 5 seconds each; the first popup route of a walk is opened by its
 * address (decision 1015).
 */
async function visitInPage(
  page: Page,
  request: APIRequestContext,
  step: Visit,
  t: (key: string) => string,
  contrast: boolean,
): Promise<void> {
  await test.step(`${step.path} (in the page)`, async () => {
    const answer = await request.get(step.path);
    expect.soft(answer.status(), `${step.path} is served`).toBe(200);
    expect.soft(answer.headers()['content-type'], `${step.path} is a page`).toMatch(/^text\/html/);
    // The popup left open by the route before closes first, as a player's Escape closes it.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.evaluate((path) => {
      history.pushState(null, '', path);
      dispatchEvent(new PopStateEvent('popstate'));
    }, step.path);
    await checkRoute(page, step, t, contrast);
  });
}

/** What a route must show once opened: where it lands, its heading or popup, and axe's verdict. */
async function checkRoute(
  page: Page,
  step: Visit,
  t: (key: string) => string,
  contrast: boolean,
): Promise<void> {
  await expect.soft(page, `${step.path} lands where it should`).toHaveURL(step.lands ?? step.path);
  await expect
    .soft(page.locator('body'), `${step.path} is not the not-found page`)
    .not.toHaveClass(/\bpage-not-found\b/);
  if (step.heading !== undefined) {
    await expect
      .soft(page.locator('main h1').first(), `${step.path} shows its heading`)
      .toHaveText(step.heading);
  }
  if (step.dialog !== undefined) {
    await expect
      .soft(page.getByRole('dialog', { name: step.dialog }), `${step.path} opens its popup`)
      .toBeVisible();
  }
  await expect.soft(page.locator('main h1').first()).not.toHaveText(t('notFound.title'));
  await step.ready?.(page);
  if (step.axe ?? true) {
    await expectNoAxeViolations(page, step.path, {
      soft: true,
      contrast,
      ...(step.dialog === undefined ? {} : { include: '[role="dialog"]' }),
    });
  }
}

/** The public routes of the spec's table, in two halves that run side by side. */
function lobbyRoutes(t: (key: string) => string, demo: Demo): Visit[] {
  return [
    { path: '/', heading: t('nav.lobby') },
    // The same lobby as /, whose check covers it: the lobby's long page is the walk's slowest axe run.
    { path: '/home', heading: t('nav.lobby'), axe: false },
    { path: '/browse', lands: '/', heading: t('nav.lobby'), axe: false },
    { path: '/browse/slots', heading: t('lobby.browseSlots') },
    { path: '/browse/live', heading: t('lobby.browseLive') },
    { path: '/slots', heading: t('games.slotsTitle') },
    { path: '/slots/category/popular', heading: t('categories.popular') },
    { path: '/live-casino', heading: t('games.liveTitle') },
    { path: '/live-casino/category/roulette', heading: t('categories.roulette') },
    { path: '/providers', heading: t('providers.title') },
    { path: `/providers/${demo.slotProvider.slug}`, heading: demo.slotProvider.name },
    {
      path: `/slots/providers/${demo.slotProvider.slug}/${demo.slotProvider.id}`,
      heading: demo.slotProvider.name,
    },
    {
      path: `/live-casino/providers/${demo.liveProvider.slug}/${demo.liveProvider.id}`,
      heading: demo.liveProvider.name,
    },
    { path: `/play/${demo.game.id}`, heading: demo.game.name },
    // A guest's launcher goes to the play page, whose poster asks to log in: the page just checked.
    {
      path: `/launcher/${demo.game.id}`,
      lands: `/play/${demo.game.id}`,
      heading: demo.game.name,
      axe: false,
    },
    { path: '/sports', heading: t('sports.title') },
  ];
}

function siteRoutes(t: (key: string) => string, demo: Demo): Visit[] {
  const pageTitle = (id: number) => demo.pages.get(id) ?? '';
  return [
    { path: '/login', heading: t('auth.login.title') },
    { path: '/register', heading: t('auth.register.title') },
    // The same form as /register, its referral field filled (auth.spec.ts checks the field).
    { path: '/register/friendlyfriend', heading: t('auth.register.title'), axe: false },
    { path: '/register/1001/2002', lands: '/', heading: t('nav.lobby'), axe: false },
    { path: '/reset-password', heading: t('auth.reset.title') },
    { path: '/confirm-email', heading: t('account.confirmEmail.title') },
    { path: '/promotions', heading: t('promotions.title') },
    ...[4, 5, 524].map((id) => ({
      path: `/promotions-detail/${id}`,
      heading: demo.promotions.get(id) ?? '',
    })),
    ...[3, 4, 5, 6, 7, 8].map((id) => ({ path: `/pages/${id}`, heading: pageTitle(id) })),
    // Pages 3, 6 and 5 by their slugs: the pages just checked by id.
    { path: '/pages/terms-and-conditions', heading: pageTitle(3), axe: false },
    { path: '/pages/responsible-gambling', heading: pageTitle(6), axe: false },
    { path: '/pages/aml-kyc-policy', heading: pageTitle(5), axe: false },
    { path: '/redeem', lands: /\/login\?next=%2Fredeem$/, heading: t('auth.login.title') },
    { path: '/logout', lands: '/', heading: t('nav.lobby'), axe: false },
    { path: '/vip', heading: t('vip.title') },
    { path: '/bonuses', heading: t('bonuses.title') },
    { path: '/fairness', heading: t('fairness.title') },
  ];
}

/** The auth-required routes, and the lobby's main screens as a player sees them (hearts, balance). */
function playerRoutes(t: (key: string) => string, demo: Demo, isMobile: boolean): Visit[] {
  return [
    // The redeem popup with a link's code: the offer and its terms shown (the player holds another bonus).
    {
      path: '/redeem?code=Reload175',
      lands: /\/redeem/,
      heading: t('nav.lobby'),
      dialog: t('redeem.title'),
      ready: (page) => expect(page.getByRole('dialog').getByRole('region')).toBeVisible(),
    },
    { path: '/slots', heading: t('games.slotsTitle') },
    // On a phone the play page waits for Play now, which opens the launcher; the launcher starts the game.
    { path: `/play/${demo.game.id}`, heading: demo.game.name, ...(isMobile ? {} : { ready: gameLoaded }) },
    { path: `/launcher/${demo.game.id}`, heading: demo.game.name, ready: gameLoaded },
    { path: '/favorites', heading: t('favourites.title') },
    { path: '/account', heading: t('account.title') },
    { path: '/account/settings', heading: t('account.tabs.account') },
    { path: '/account/security', heading: t('account.tabs.security') },
    { path: '/account/verification', heading: t('verification.title') },
    { path: '/account/game-transactions', heading: t('wallet.bets.title') },
    { path: '/account/finance', heading: t('wallet.finance.title') },
    { path: '/account/transaction-activities', heading: t('wallet.finance.activityTitle') },
    { path: '/account/sessions', heading: t('account.sessions.title') },
    { path: '/account/limits', heading: t('limits.title') },
    {
      path: '/account/bonuses',
      heading: t('bonuses.title'),
      ready: (page) => expect(page.locator('[data-bonus-id]')).toBeVisible(),
    },
    { path: '/account/my-favorites', heading: t('favourites.title') },
    { path: '/bonuses', heading: t('bonuses.title') },
  ];
}

/**
 * Routes that open a popup over the lobby and go back to /. The first is opened by its address, the others
 * inside the page: /cooldown, whose wait for the restored session (shared with /self-exclusion and
 * /onboarding) no other spec loads at its address; the cashier's routes and /contact are loaded at their
 * addresses by the cashier, bonus and content specs.
 */
function popupRoutes(t: (key: string) => string): Visit[] {
  return [
    { path: '/cooldown', lands: '/', dialog: t('selfExclusion.coolDown.title') },
    { path: '/deposit', lands: '/', dialog: t('cashier.title') },
    { path: '/withdraw', lands: '/', dialog: t('cashier.title') },
    { path: '/contact', lands: '/', dialog: t('support.title') },
    { path: '/self-exclusion', lands: '/', dialog: t('selfExclusion.selfExclusionRequest.title') },
    { path: '/onboarding', lands: '/', dialog: t('onboarding.title') },
    { path: '/pathly/success', lands: '/', dialog: t('cashier.result.completedTitle') },
    { path: '/pathly/error', lands: '/', dialog: t('cashier.result.failedTitle') },
  ];
}

/** Opens the site in a language: the chooser's stored choice, as a returning visitor has it. */
async function useLanguage(page: Page, language: Language): Promise<void> {
  await page.addInitScript((code) => localStorage.setItem('reelvault.language', code), language);
}

for (const language of ['en', 'de'] as const) {
  const t = translator(language);
  const contrast = language === 'en';

  test.describe(`in ${language}`, { tag: language === 'en' ? [] : ['@desktop'] }, () => {
    test(`the lobby and game routes show their content and pass axe (${language})`, async ({
      page,
      request,
    }) => {
      const demo = await demoData(request, language);
      const steps = lobbyRoutes(t, demo);
      test.setTimeout(steps.length * stepTimeoutMs);
      await useLanguage(page, language);
      for (const step of steps) await visit(page, step, t, contrast);
    });

    test(`the auth, promotion, legal and other public routes show their content and pass axe (${language})`, async ({
      page,
      request,
    }) => {
      const demo = await demoData(request, language);
      const steps = siteRoutes(t, demo);
      test.setTimeout((steps.length + 1) * stepTimeoutMs);
      await useLanguage(page, language);
      for (const step of steps) await visit(page, step, t, contrast);
      // The control: an address of no route is the not-found page, and it passes axe too.
      await page.goto('/no-such-route');
      await waitForShell(page);
      await expect(page.locator('body')).toHaveClass(/\bpage-not-found\b/);
      await expect(page.locator('main h1')).toHaveText(t('notFound.title'));
      await expectNoAxeViolations(page, 'the not-found page', { soft: true, contrast });
    });

    test(`every auth-required route shows its content to a player and passes axe (${language})`, async ({
      page,
      request,
      isMobile,
    }) => {
      const demo = await demoData(request, language);
      const steps = playerRoutes(t, demo, isMobile);
      const [firstPopup, ...otherPopups] = popupRoutes(t);
      if (!firstPopup) throw new Error('No popup route to walk');
      test.setTimeout((steps.length + otherPopups.length + 2) * stepTimeoutMs);
      // A player with money, verified: the play page and the launcher open the game.
      const { player, token } = await playerWithMoney(request);
      // And a bonus being wagered, for the bonuses page with its data: a promo code, then its deposit.
      const headers = { authorization: `Bearer ${token}` };
      expect((await request.post('/api/promo-codes/Reload150/redeem', { headers })).status()).toBe(200);
      await depositThroughSandbox(request, token, '20');
      await signIn(page, request, player);
      await useLanguage(page, language);
      for (const step of steps) await visit(page, step, t, contrast);
      // The popup routes: the first by its address, with the lobby loading behind it; the others over it.
      await visit(page, firstPopup, t, contrast);
      for (const step of otherPopups) await visitInPage(page, request, step, t, contrast);
    });

    test(`the search, language and responsible-gambling popups pass axe while open (${language})`, async ({
      page,
      isMobile,
    }) => {
      test.setTimeout(6 * stepTimeoutMs);
      await useLanguage(page, language);
      await page.goto('/providers');
      await waitForShell(page);

      // The game search: the header's bar on larger screens, the bottom bar's popup on phones.
      let search = page.getByRole('banner');
      if (isMobile) {
        await page
          .getByRole('navigation', { name: t('bottomBar.label') })
          .getByRole('button', { name: t('bottomBar.search') })
          .click();
        search = page.getByRole('dialog', { name: t('search.title') });
      }
      await search.getByLabel(t('search.label')).fill('book');
      const results = search.getByRole('list', { name: t('search.results') });
      // A guest's results are buttons that ask to log in first.
      await expect(results.getByRole('button').first()).toBeVisible();
      await expectNoAxeViolations(page, 'the search results', {
        soft: true,
        contrast,
        include: isMobile ? '[role="dialog"]' : 'header',
      });
      // A guest who picks a game is asked to log in, in the same panel.
      await results.getByRole('button').first().click();
      await expect(search.getByText(t('search.loginTitle'))).toBeVisible();
      await expectNoAxeViolations(page, 'the search login prompt', {
        soft: true,
        contrast,
        include: isMobile ? '[role="dialog"]' : 'header',
      });
      await page.keyboard.press('Escape');

      if (isMobile) {
        await page
          .getByRole('banner')
          .getByRole('button', { name: t('language.label') })
          .click();
        await expect(page.getByRole('dialog', { name: t('language.title') })).toBeVisible();
        await expectNoAxeViolations(page, 'the language popup', {
          soft: true,
          contrast,
          include: '[role="dialog"]',
        });
        await page.keyboard.press('Escape');
      }

      await page
        .getByRole('contentinfo')
        .getByRole('button', { name: t('footer.responsibleGambling') })
        .click();
      await expect(page.getByRole('dialog', { name: t('responsibleGambling.title') })).toBeVisible();
      await expectNoAxeViolations(page, 'the responsible-gambling popup', {
        soft: true,
        contrast,
        include: '[role="dialog"]',
      });
    });
  });
}
