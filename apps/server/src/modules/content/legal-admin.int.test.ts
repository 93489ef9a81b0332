// Legal pages and SEO entries in the back office over HTTP (decision 0719): every call with the roles
// matrix (content.read: admin, content, compliance; content.manage: admin, content), saves that make
// new versions, players who read only the published version, each save and publish in the audit log,
// SEO entries that reach the site at once, and the terms version a registering player accepts.
import type { AdminRole } from '@reelvault/contract/calls/backoffice';
import {
  adminLegalPages,
  adminLegalPageVersions,
  adminPlayerTerms,
  adminSaveLegalPage,
  adminSeoEntries,
  type AdminLegalPageVersion,
} from '@reelvault/contract/calls/backoffice-content';
import { getPage } from '@reelvault/contract/calls/content';
import { seoEntries } from '@reelvault/contract/calls/seo-entries';
import { errorBodySchema } from '@reelvault/contract/errors';
import { beforeAll, describe, expect, it } from 'vitest';
import { operator, type TestOperator } from '../../../test/backoffice';
import { ManualClock } from '../../../test/clock';
import { useTestApp } from '../../../test/helper';
import { bearer, registerPlayer } from '../../../test/players';
import { addPage } from './service';

const clock = new ManualClock('2026-11-27T09:00:00.000Z');
const ctx = useTestApp({}, { clock });
const roles = ['admin', 'finance', 'compliance', 'support', 'content'] as const;
const ops = {} as Record<AdminRole, TestOperator>;
const readers: readonly AdminRole[] = ['admin', 'content', 'compliance'];
const managers: readonly AdminRole[] = ['admin', 'content'];

beforeAll(async () => {
  for (const role of roles) ops[role] = await operator(ctx.app, role, clock.now());
  await addPage(ctx.database.db, {
    id: 3,
    slug: 'terms-and-conditions',
    texts: {
      en: { title: 'Terms', content: '# Terms\nFirst terms of {operator}.' },
      de: { title: 'AGB', content: 'Erste AGB.' },
    },
  });
  await addPage(ctx.database.db, {
    id: 4,
    slug: 'privacy-policy',
    texts: { en: { title: 'Privacy', content: 'First privacy text.' } },
  });
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
function call(role: AdminRole, method: Method, url: string, payload?: object) {
  return ctx.app.inject({ method, url, headers: bearer(ops[role].token), ...(payload ? { payload } : {}) });
}

const draft = (text: string, locale = 'en') => ({
  locale,
  title: 'Privacy policy',
  content: text,
  note: `Rewrote it: ${text}`,
});

async function save(pageId: number, body: object, role: AdminRole = 'content') {
  const response = await call(role, 'POST', `/api/admin/content/pages/${pageId}/versions`, body);
  expect(response.statusCode, response.body).toBe(201);
  return adminSaveLegalPage.reply.parse(response.json()).data;
}

async function publish(version: AdminLegalPageVersion, role: AdminRole = 'content') {
  const response = await call(
    role,
    'POST',
    `/api/admin/content/pages/${version.page_id}/versions/${version.id}/publish`,
  );
  expect(response.statusCode, response.body).toBe(200);
}

async function versions(pageId: number, locale = 'en') {
  const response = await call(
    'compliance',
    'GET',
    `/api/admin/content/pages/${pageId}/versions?locale=${locale}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return adminLegalPageVersions.reply.parse(response.json()).data;
}

async function playerPage(id: number, language = 'en') {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/pages/id/${id}`,
    headers: { 'accept-language': language },
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-cache');
  return getPage.reply.parse(response.json()).data;
}

async function auditOf(targetType: string, targetId: string) {
  const response = await call(
    'admin',
    'GET',
    `/api/admin/audit-log?target_type=${targetType}&target_id=${targetId}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: { action: string; actor: { role: string }; after: unknown }[] }).data;
}

const refused = (statusCode: number, body: string) => {
  expect(statusCode, body).toBe(403);
  expect(errorBodySchema.parse(JSON.parse(body)).code).toBe('ADMIN_FORBIDDEN');
};

describe('the roles matrix', () => {
  it('lets content readers list pages, versions and SEO entries, and refuses the rest', async () => {
    for (const role of roles) {
      const urls = [
        '/api/admin/content/pages',
        '/api/admin/content/pages/4/versions?locale=en',
        '/api/admin/content/seo?locale=en',
      ];
      for (const url of urls) {
        const response = await call(role, 'GET', url);
        if (readers.includes(role)) expect(response.statusCode, `${role} ${url}`).toBe(200);
        else refused(response.statusCode, response.body);
      }
    }
  });

  it('lets content managers save, publish and set SEO entries, and refuses the rest', async () => {
    for (const role of roles) {
      const saved = await call(role, 'POST', '/api/admin/content/pages/4/versions', draft(`by ${role}`));
      const seo = await call(role, 'PUT', '/api/admin/content/seo/vip/fi', {
        title: `VIP ${role}`,
        description: 'd',
      });
      if (managers.includes(role)) {
        expect(saved.statusCode, saved.body).toBe(201);
        expect(seo.statusCode, seo.body).toBe(200);
        const { id } = adminSaveLegalPage.reply.parse(saved.json()).data;
        const published = await call(role, 'POST', `/api/admin/content/pages/4/versions/${id}/publish`);
        expect(published.statusCode, published.body).toBe(200);
        const removed = await call(role, 'DELETE', '/api/admin/content/seo/vip/fi');
        expect(removed.statusCode, removed.body).toBe(200);
      } else {
        refused(saved.statusCode, saved.body);
        refused(seo.statusCode, seo.body);
        const [latest] = await versions(4);
        const published = await call(
          role,
          'POST',
          `/api/admin/content/pages/4/versions/${latest?.id}/publish`,
        );
        refused(published.statusCode, published.body);
        const removed = await call(role, 'DELETE', '/api/admin/content/seo/vip/fi');
        refused(removed.statusCode, removed.body);
      }
    }
  });

  it("shows a player's accepted terms to who reads players, and not to content staff", async () => {
    const player = await registerPlayer(ctx.app);
    for (const role of roles) {
      const response = await call(role, 'GET', `/api/admin/content/players/${player.id}/terms`);
      if (role === 'content') refused(response.statusCode, response.body);
      else expect(response.statusCode, `${role}`).toBe(200);
    }
  });
});

describe('legal pages', () => {
  it('start as version 1, published, in each language', async () => {
    const response = await call('content', 'GET', '/api/admin/content/pages');
    const pages = adminLegalPages.reply.parse(response.json()).data;
    const terms = pages.find((page) => page.id === 3);
    expect(terms?.languages).toEqual([
      { locale: 'de', title: 'AGB', published_version: 1, latest_version: 1 },
      { locale: 'en', title: 'Terms', published_version: 1, latest_version: 1 },
    ]);
    const [first] = await versions(3, 'de');
    expect(first).toMatchObject({ version: 1, published: true, author: null, content: 'Erste AGB.' });
  });

  it('keeps every save as a version; players read only the published one', async () => {
    const before = (await versions(4))[0]?.version ?? 0;
    const saved = await save(4, draft('Second privacy text.'));
    expect(saved).toMatchObject({
      version: before + 1,
      published: false,
      note: 'Rewrote it: Second privacy text.',
      author: { id: ops.content.id, email: ops.content.email },
    });
    expect((await playerPage(4)).content).not.toBe('Second privacy text.');

    await publish(saved);
    expect((await playerPage(4)).content).toBe('Second privacy text.');

    const third = await save(4, draft('Third privacy text.'));
    expect((await playerPage(4)).content).toBe('Second privacy text.');
    const history = await versions(4);
    expect(history.map((version) => version.version).slice(0, 2)).toEqual([third.version, saved.version]);
    expect(history.find((version) => version.id === saved.id)?.published).toBe(true);
    expect(history.find((version) => version.id === third.id)?.published).toBe(false);

    // Publishing an older version again is how a change is taken back.
    await publish(third);
    await publish(saved);
    expect((await playerPage(4)).content).toBe('Second privacy text.');
  });

  it('publishes per language: a new language shows once published, English until then', async () => {
    const french = await save(4, {
      ...draft('Politique de confidentialité.', 'fr'),
      title: 'Confidentialité',
    });
    expect(french.version).toBe(1);
    expect((await playerPage(4, 'fr')).title).toBe('Privacy policy');
    await publish(french);
    expect(await playerPage(4, 'fr')).toMatchObject({
      title: 'Confidentialité',
      content: 'Politique de confidentialité.',
    });
  });

  it('audits each save and publish with the operator', async () => {
    const saved = await save(4, draft('Audited text.'), 'admin');
    await publish(saved, 'admin');
    const entries = await auditOf('page', '4');
    expect(entries[0]).toMatchObject({
      action: 'legal_page.publish',
      actor: { role: 'admin' },
      after: { locale: 'en', published_version: saved.version, version_id: saved.id },
    });
    expect(entries[1]).toMatchObject({
      action: 'legal_page.save',
      after: { version_id: saved.id, version: saved.version, note: 'Rewrote it: Audited text.' },
    });
  });

  it('refuses bad input with the error shape, and unknown pages and versions with 404', async () => {
    const blank = await call('content', 'POST', '/api/admin/content/pages/4/versions', {
      locale: 'xx',
      title: ' ',
      content: '',
    });
    expect(blank.statusCode).toBe(422);
    const fields = errorBodySchema.parse(blank.json()).errors ?? {};
    expect(Object.keys(fields).sort()).toEqual(['content', 'locale', 'note', 'title']);
    const unknown = await call('content', 'POST', '/api/admin/content/pages/999/versions', draft('x'));
    expect(unknown.statusCode, unknown.body).toBe(404);
    const [terms] = await versions(3);
    const elsewhere = await call(
      'content',
      'POST',
      `/api/admin/content/pages/4/versions/${terms?.id}/publish`,
    );
    expect(elsewhere.statusCode, elsewhere.body).toBe(404);
    const badId = await call('content', 'GET', '/api/admin/content/pages/abc/versions?locale=en');
    expect(badId.statusCode).toBe(422);
  });
});

describe('SEO entries', () => {
  const site = async (language: string) => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/seo-entries',
      headers: { 'accept-language': language },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    return seoEntries.reply.parse(response.json()).data;
  };

  it('are set per route and language, reach the site at once, and are audited', async () => {
    const saved = await call('content', 'PUT', '/api/admin/content/seo/slots/de', {
      title: 'Spielautomaten online',
      description: 'Alle Slots.',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await site('de')).toEqual([
      { name: 'slots', title: 'Spielautomaten online', description: 'Alle Slots.' },
    ]);
    expect(await site('en')).toEqual([]);

    const listed = await call('compliance', 'GET', '/api/admin/content/seo?locale=de');
    expect(adminSeoEntries.reply.parse(listed.json()).data).toMatchObject([
      { name: 'slots', locale: 'de', title: 'Spielautomaten online', updated_by: { id: ops.content.id } },
    ]);

    await call('content', 'PUT', '/api/admin/content/seo/slots/de', { title: 'Slots', description: 'Neu.' });
    expect((await site('de'))[0]?.title).toBe('Slots');
    const removed = await call('content', 'DELETE', '/api/admin/content/seo/slots/de');
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await site('de')).toEqual([]);

    const entries = await auditOf('seo_entry', 'slots:de');
    expect(entries.map((entry) => entry.action)).toEqual([
      'seo_entry.delete',
      'seo_entry.save',
      'seo_entry.save',
    ]);
  });

  it('refuses unknown routes and languages, blank texts, and removing what is not there', async () => {
    const unknownRoute = await call('content', 'PUT', '/api/admin/content/seo/casino/de', {
      title: 'x',
      description: 'y',
    });
    expect(unknownRoute.statusCode).toBe(422);
    const unknownLanguage = await call('content', 'PUT', '/api/admin/content/seo/slots/xx', {
      title: 'x',
      description: 'y',
    });
    expect(unknownLanguage.statusCode).toBe(422);
    const blank = await call('content', 'PUT', '/api/admin/content/seo/slots/de', {
      title: '',
      description: '',
    });
    expect(blank.statusCode).toBe(422);
    expect(Object.keys(errorBodySchema.parse(blank.json()).errors ?? {}).sort()).toEqual([
      'description',
      'title',
    ]);
    const missing = await call('content', 'DELETE', '/api/admin/content/seo/home/ja');
    expect(missing.statusCode).toBe(404);
  });
});

describe('the terms a player accepts', () => {
  it('are the published version in the language of registration, stored with the player', async () => {
    const german = await save(3, { locale: 'de', title: 'AGB', content: 'Zweite AGB.', note: 'Neu' });
    await publish(german);
    const player = await registerPlayer(ctx.app, {}, { headers: { 'accept-language': 'de' } });
    const response = await call('support', 'GET', `/api/admin/content/players/${player.id}/terms`);
    expect(adminPlayerTerms.reply.parse(response.json()).data).toEqual({
      page_version_id: german.id,
      version: 2,
      locale: 'de',
      accepted_at: clock.now().toISOString(),
    });

    // A later version does not change what an earlier player accepted; a new player accepts the new one.
    await publish(await save(3, { locale: 'de', title: 'AGB', content: 'Dritte AGB.', note: 'Neu' }));
    const again = await call('support', 'GET', `/api/admin/content/players/${player.id}/terms`);
    expect(adminPlayerTerms.reply.parse(again.json()).data?.version).toBe(2);
    const next = await registerPlayer(ctx.app, {}, { headers: { 'accept-language': 'de' } });
    const nextTerms = await call('support', 'GET', `/api/admin/content/players/${next.id}/terms`);
    expect(adminPlayerTerms.reply.parse(nextTerms.json()).data?.version).toBe(3);
  });

  it('fall back to the English terms in a language without its own', async () => {
    const player = await registerPlayer(ctx.app, {}, { headers: { 'accept-language': 'ja' } });
    const response = await call('admin', 'GET', `/api/admin/content/players/${player.id}/terms`);
    expect(adminPlayerTerms.reply.parse(response.json()).data).toMatchObject({ version: 1, locale: 'en' });
  });
});
