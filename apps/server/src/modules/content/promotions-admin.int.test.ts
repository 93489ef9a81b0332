// Promotions, hero slides and pictures in the back office over HTTP (decision 0313): every call with the
// roles matrix (content.read: admin, content, compliance; content.manage: admin, content), players who see
// only active promotions inside their schedule in the operator's order, each change in the audit log, the
// offer link kept on the offer, uploads resized to WebP or refused with 422 and nothing stored, pictures
// served with immutable caching, and the home page's slides.
import type { AdminRole } from '@reelvault/contract/calls/backoffice';
import {
  adminHeroSlides,
  adminPromotion,
  adminPromotions,
  adminUploadContentImage,
  type AdminPromotionInput,
} from '@reelvault/contract/calls/backoffice-promotions';
import { listPromotions, promotionDetail } from '@reelvault/contract/calls/content';
import { listHeroSlides } from '@reelvault/contract/calls/hero-slides';
import { errorBodySchema } from '@reelvault/contract/errors';
import { formatMoney } from '@reelvault/contract/money';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { operator, type TestOperator } from '../../../test/backoffice';
import { ManualClock } from '../../../test/clock';
import { useTestApp } from '../../../test/helper';
import { bearer } from '../../../test/players';
import { contentImages } from './schema';

const clock = new ManualClock('2026-11-27T09:00:00.000Z');
const ctx = useTestApp({}, { clock });
const roles = ['admin', 'finance', 'compliance', 'support', 'content'] as const;
const ops = {} as Record<AdminRole, TestOperator>;
const readers: readonly AdminRole[] = ['admin', 'content', 'compliance'];
const managers: readonly AdminRole[] = ['admin', 'content'];
const hour = 3_600_000;
const at = (offsetMs: number) => new Date(clock.now().getTime() + offsetMs).toISOString();

beforeAll(async () => {
  for (const role of roles) ops[role] = await operator(ctx.app, role, clock.now());
});

type Method = 'GET' | 'POST' | 'PUT';
function call(role: AdminRole, method: Method, url: string, payload?: object) {
  return ctx.app.inject({ method, url, headers: bearer(ops[role].token), ...(payload ? { payload } : {}) });
}

const input = (title: string, extra: Partial<AdminPromotionInput> = {}): AdminPromotionInput => ({
  type: 'casino',
  is_active: true,
  cover_image_url: '/promotions/welcome-cover.svg',
  thumbnail_image_url: '/promotions/welcome-thumbnail.svg',
  texts: {
    en: { title, details: `**${title}** in English` },
    de: { title: `${title} (de)`, details: `**${title}** auf Deutsch` },
  },
  ...extra,
});

async function create(body: AdminPromotionInput, role: AdminRole = 'content') {
  const response = await call(role, 'POST', '/api/admin/content/promotions', body);
  expect(response.statusCode, response.body).toBe(201);
  return adminPromotion.parse(response.json().data);
}

async function playerTitles(language = 'en'): Promise<string[]> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/promotions',
    headers: { 'accept-language': language },
  });
  expect(response.statusCode, response.body).toBe(200);
  return listPromotions.reply.parse(response.json()).data.map((promotion) => promotion.title);
}

/** The actions the audit log holds on one target. */
async function auditActions(type: string, id: string): Promise<string[]> {
  const response = await call('admin', 'GET', `/api/admin/audit-log?target_type=${type}&target_id=${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: { action: string }[] }).data.map((entry) => entry.action);
}

function multipart(fields: Record<string, string>, file?: { bytes: Buffer; name: string; type: string }) {
  const boundary = '----reelvault-test-boundary';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

function upload(role: AdminRole, kind: string, bytes: Buffer, name = 'picture.png', type = 'image/png') {
  const body = multipart({ kind }, { bytes, name, type });
  return ctx.app.inject({
    method: 'POST',
    url: '/api/admin/content/images',
    headers: { ...bearer(ops[role].token), 'content-type': body.contentType },
    payload: body.payload,
  });
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .png()
    .toBuffer();

const storedImages = async () =>
  Number((await ctx.database.db.select({ n: count() }).from(contentImages))[0]?.n ?? 0);

describe('promotions in the back office', () => {
  it('reads for admin, content and compliance; refuses finance and support', async () => {
    for (const role of roles) {
      const list = await call(role, 'GET', '/api/admin/content/promotions');
      const offers = await call(role, 'GET', '/api/admin/content/promotion-offers');
      const slides = await call(role, 'GET', '/api/admin/content/hero-slides');
      const expected = readers.includes(role) ? 200 : 403;
      expect([list.statusCode, offers.statusCode, slides.statusCode], role).toEqual([
        expected,
        expected,
        expected,
      ]);
    }
  });

  it('lets admin and content create, edit, switch, order and link; refuses the others', async () => {
    const target = await create(input('Matrix target'));
    for (const role of roles) {
      const allowed = managers.includes(role);
      const responses = await Promise.all([
        call(role, 'POST', '/api/admin/content/promotions', input(`Made by ${role}`)),
        call(role, 'PUT', `/api/admin/content/promotions/${target.id}`, input(`Edited by ${role}`)),
        call(role, 'PUT', `/api/admin/content/promotions/${target.id}/active`, { active: true }),
        call(role, 'PUT', `/api/admin/content/promotions/${target.id}/offer`, { offer_id: null }),
        upload(role, 'thumbnail', await png(40, 30)),
        call(role, 'PUT', '/api/admin/content/hero-slides/1', {
          audience: 'guests',
          link: '/register',
          art: 'reels',
          is_active: true,
          texts: { en: { title: 'Welcome', text: 'Text', cta: 'Join' } },
        }),
      ]);
      for (const response of responses) {
        if (allowed) expect(response.statusCode, `${role}: ${response.body}`).toBeLessThan(300);
        else expect(response.statusCode, role).toBe(403);
      }
      // The orders are named whole, so they go one at a time.
      const ids = adminPromotions.reply.parse(
        (await call('admin', 'GET', '/api/admin/content/promotions')).json(),
      );
      const order = await call(role, 'PUT', '/api/admin/content/promotions-order', {
        ids: ids.data.map((promotion) => promotion.id),
      });
      expect(order.statusCode, role).toBe(allowed ? 200 : 403);
    }
  });

  it('saves every language, needs English, and shows players the language they read', async () => {
    const missingEnglish = await call('content', 'POST', '/api/admin/content/promotions', {
      ...input('No English'),
      texts: { de: { title: 'Nur Deutsch', details: 'Text' } },
    });
    expect(missingEnglish.statusCode).toBe(422);
    expect(errorBodySchema.parse(missingEnglish.json()).errors).toHaveProperty(['texts.en']);

    const created = await create(input('Two languages'));
    expect(Object.keys(created.texts).sort()).toEqual(['de', 'en']);
    expect(await playerTitles('en')).toContain('Two languages');
    expect(await playerTitles('de')).toContain('Two languages (de)');
    // A language without its own text reads English.
    expect(await playerTitles('fr')).toContain('Two languages');
    expect(await auditActions('promotion', 'new')).toContain('promotion.create');
  });

  it('shows players only active promotions inside their schedule', async () => {
    const now = await create(input('Running now', { starts_at: at(-hour), ends_at: at(24 * hour) }));
    const future = await create(input('Starts tomorrow', { starts_at: at(24 * hour) }));
    const over = await create(input('Already over', { starts_at: at(-48 * hour), ends_at: at(-hour) }));
    const off = await create(input('Switched off', { is_active: false }));
    const titles = await playerTitles();
    expect(titles).toContain('Running now');
    expect(titles).not.toContain('Starts tomorrow');
    expect(titles).not.toContain('Already over');
    expect(titles).not.toContain('Switched off');
    for (const hidden of [future, over, off]) {
      const detail = await ctx.app.inject({ method: 'GET', url: `/api/promotion-detail/${hidden.id}` });
      expect(detail.statusCode).toBe(404);
    }
    const shown = await ctx.app.inject({ method: 'GET', url: `/api/promotion-detail/${now.id}` });
    expect(promotionDetail.reply.parse(shown.json()).data.promotion.title).toBe('Running now');

    // The schedule's start comes: the promotion shows; its end passes: it goes.
    clock.advance(25 * hour);
    expect(await playerTitles()).toContain('Starts tomorrow');
    expect(await playerTitles()).not.toContain('Running now');
    clock.advance(-25 * hour);

    const switchedOn = await call('content', 'PUT', `/api/admin/content/promotions/${off.id}/active`, {
      active: true,
    });
    expect(switchedOn.statusCode).toBe(200);
    expect(await playerTitles()).toContain('Switched off');
    expect(await auditActions('promotion', String(off.id))).toContain('promotion.activate');

    const backwards = await call('content', 'PUT', `/api/admin/content/promotions/${now.id}`, {
      ...input('Backwards'),
      starts_at: at(hour),
      ends_at: at(-hour),
    });
    expect(backwards.statusCode).toBe(422);
    expect(errorBodySchema.parse(backwards.json()).errors).toHaveProperty(['ends_at']);
  });

  it('orders the player list as the operator sets it, and needs every promotion named once', async () => {
    const list = adminPromotions.reply.parse(
      (await call('content', 'GET', '/api/admin/content/promotions')).json(),
    );
    const ids = list.data.map((promotion) => promotion.id);
    const reversed = [...ids].reverse();
    const response = await call('content', 'PUT', '/api/admin/content/promotions-order', { ids: reversed });
    expect(response.statusCode, response.body).toBe(200);
    const shownIds = listPromotions.reply
      .parse((await ctx.app.inject({ method: 'GET', url: '/api/promotions' })).json())
      .data.map((promotion) => promotion.id);
    expect(shownIds).toEqual(reversed.filter((id) => shownIds.includes(id)));

    const partial = await call('content', 'PUT', '/api/admin/content/promotions-order', {
      ids: ids.slice(1),
    });
    expect(partial.statusCode).toBe(422);
    expect(await auditActions('promotion', 'all')).toContain('promotion.order');
  });

  it('links a bonus offer through the offer itself, and refuses an unknown one', async () => {
    const offer = await call('admin', 'POST', '/api/admin/bonus-offers', {
      key: 'promotion-link-test',
      kind: 'deposit_match',
      trigger: 'manual',
      percent: 50,
      amounts: { EUR: { max: '100', min_deposit: '10' } },
      wagering_multiplier: 30,
      contributions: { slots: 100, table: 10, live: 0, excluded_games: [] },
      expiry_days: 7,
      title: { en: 'Half again' },
    });
    expect(offer.statusCode, offer.body).toBe(201);
    const offerId = (offer.json() as { data: { id: number } }).data.id;
    const promotion = await create(input('With an offer'));
    const linked = await call('content', 'PUT', `/api/admin/content/promotions/${promotion.id}/offer`, {
      offer_id: offerId,
    });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(adminPromotion.parse(linked.json().data).offer).toEqual({
      id: offerId,
      key: 'promotion-link-test',
      title: 'Half again',
    });
    // The link is the offer's own: the bonus offers' screen shows it too.
    const offers = await call('admin', 'GET', '/api/admin/bonus-offers');
    const listed = (offers.json() as { data: { id: number; promotion_id: number | null }[] }).data;
    expect(listed.find((entry) => entry.id === offerId)?.promotion_id).toBe(promotion.id);

    const unknown = await call('content', 'PUT', `/api/admin/content/promotions/${promotion.id}/offer`, {
      offer_id: 999_999,
    });
    expect(unknown.statusCode).toBe(422);

    const unlinked = await call('content', 'PUT', `/api/admin/content/promotions/${promotion.id}/offer`, {
      offer_id: null,
    });
    expect(adminPromotion.parse(unlinked.json().data).offer).toBeNull();
    expect(await auditActions('promotion', String(promotion.id))).toContain('promotion.offer');
  });

  it('answers 404 for a promotion that does not exist', async () => {
    const response = await call('content', 'PUT', '/api/admin/content/promotions/999999', input('Nothing'));
    expect(response.statusCode).toBe(404);
  });
});

describe('uploaded pictures', () => {
  it('resizes a PNG to the kind’s WebP and serves it with immutable caching', async () => {
    const response = await upload('content', 'cover', await png(3000, 1400));
    expect(response.statusCode, response.body).toBe(201);
    const image = adminUploadContentImage.reply.parse(response.json()).data;
    expect(image).toMatchObject({ width: 1500, height: 600 });
    expect(image.url).toMatch(/^\/api\/content-images\/[0-9a-f]{64}\.webp$/);

    const served = await ctx.app.inject({ method: 'GET', url: image.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 1500, height: 600 });
    expect(await auditActions('content_image', image.url.slice(-69, -5))).toContain('content_image.upload');

    const missing = await ctx.app.inject({
      method: 'GET',
      url: `/api/content-images/${'0'.repeat(64)}.webp`,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses what is not a picture, a disguised file, and a huge picture with 422, storing nothing', async () => {
    const before = await storedImages();
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    // A PNG signature on top of a script: the magic bytes say PNG, the picture does not decode.
    const polyglot = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), html]);
    const garbage = Buffer.from(Array.from({ length: 512 }, (_, index) => (index * 37) % 256));
    const cases = [
      await upload('content', 'cover', html, 'picture.png'),
      await upload('content', 'cover', polyglot, 'picture.png'),
      await upload('content', 'cover', garbage, 'picture.png'),
      await upload('content', 'cover', await png(9000, 20)),
      await upload('content', 'poster', await png(20, 20)),
    ];
    for (const response of cases) {
      expect(response.statusCode, response.body).toBe(422);
      expect(errorBodySchema.parse(response.json()).errors).toBeDefined();
    }
    expect(errorBodySchema.parse(cases[3]?.json()).errors?.image?.[0]).toMatch(/too large/);
    expect(await storedImages()).toBe(before);
  });
});

describe('hero slides', () => {
  async function shownSlides(language: string) {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/hero-slides',
      headers: { 'accept-language': language },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    return listHeroSlides.reply.parse(response.json()).data;
  }

  it('ships the five slides of the home page in every language', async () => {
    const slides = await shownSlides('de');
    expect(slides.filter((slide) => slide.audience !== 'players').map((slide) => slide.art)).toEqual([
      'reels',
      'chest',
      'cashback',
      'clock',
      'friends',
    ]);
    expect(slides.find((slide) => slide.art === 'chest' && slide.audience === 'guests')?.title).toBe(
      `Willkommensbonus bis zu ${formatMoney('de', '65000', 'EUR', { whole: true })}`,
    );
    expect(slides.filter((slide) => slide.audience !== 'guests').map((slide) => slide.link)).toEqual([
      '/deposit',
      '/deposit',
      '/promotions-detail/4',
      '/promotions-detail/5',
    ]);
  });

  it('creates, schedules and orders slides, shown to the site only inside their schedule', async () => {
    const body = {
      audience: 'both',
      link: '/promotions',
      art: 'chest',
      is_active: true,
      starts_at: at(hour),
      texts: { en: { title: 'Later slide', text: 'Soon', cta: 'See' } },
    };
    const created = await call('content', 'POST', '/api/admin/content/hero-slides', body);
    expect(created.statusCode, created.body).toBe(201);
    expect((await shownSlides('en')).map((slide) => slide.title)).not.toContain('Later slide');
    clock.advance(2 * hour);
    expect((await shownSlides('en')).map((slide) => slide.title)).toContain('Later slide');

    const list = adminHeroSlides.reply.parse(
      (await call('compliance', 'GET', '/api/admin/content/hero-slides')).json(),
    );
    const ids = list.data.map((slide) => slide.id);
    const newest = ids[ids.length - 1] ?? 0;
    const ordered = await call('content', 'PUT', '/api/admin/content/hero-slides-order', {
      ids: [newest, ...ids.slice(0, -1)],
    });
    expect(ordered.statusCode, ordered.body).toBe(200);
    expect((await shownSlides('en'))[0]?.title).toBe('Later slide');
    clock.advance(-2 * hour);

    const noPicture = await call('content', 'POST', '/api/admin/content/hero-slides', { ...body, art: null });
    expect(noPicture.statusCode).toBe(422);
    expect(await auditActions('hero_slide', 'new')).toContain('hero_slide.create');
    expect(await auditActions('hero_slide', 'all')).toContain('hero_slide.order');
  });
});
