// Promotions and legal pages over HTTP: the demo content in every language, active and published only,
// the type rule and filter, English where a text is missing, the operator's name filled in, and the
// error rows (unknown, ended, unpublished, bad ids).
import {
  listPages,
  listPromotions,
  getPage,
  promotionDetail,
  siteSettings,
} from '@reelvault/contract/calls/content';
import { locales } from '@reelvault/contract/constants/locales';
import { errorBodySchema } from '@reelvault/contract/errors';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import { seedDemoContent } from '../../demo/content/seed';
import { addPromotion, createContentRepository } from './service';

describe('promotions and pages', () => {
  const ctx = useTestApp({
    OPERATOR_NAME: 'Example Gaming B.V.',
    SUPPORT_EMAIL: 'help@example.com',
    SPORTSBOOK_URL: 'https://sports.example.com/embed',
    AD_NETWORK_UTM_SOURCE: 'AdNet',
    AD_NETWORK_AFFILIATE_PATH: '/register/aff-9/spring',
  });

  beforeAll(async () => {
    await seedDemoContent(ctx.database.db);
  });

  const get = (url: string, language?: string) =>
    ctx.app.inject({ method: 'GET', url, headers: language ? { 'accept-language': language } : {} });

  it('lists the spec promotions, active only, in the operator order', async () => {
    const response = await get('/api/promotions');
    expect(response.statusCode, response.body).toBe(200);
    const reply = listPromotions.reply.parse(response.json());
    expect(reply.status).toBe('success');
    expect(reply.data.map((p) => p.id)).toEqual([1, 2, 4, 5, 3, 524]);
    expect(reply.data.find((p) => p.id === 4)?.title).toBe('15% Daily Cashback');
    expect(reply.data.find((p) => p.id === 5)?.title).toBe('24-Hour Withdrawals');
    expect(reply.data.every((p) => p.is_active)).toBe(true);
  });

  it('files a promotion whose title names a reward as rewards, and lowercases types', async () => {
    const reply = listPromotions.reply.parse((await get('/api/promotions')).json());
    expect(reply.data.find((p) => p.id === 524)?.type).toBe('rewards');
    expect(reply.data.find((p) => p.id === 1)?.type).toBe('signup');
    const id = await addPromotion(ctx.database.db, {
      type: 'TOURNAMENT',
      coverImageUrl: '/promotions/welcome-cover.svg',
      thumbnailImageUrl: '/promotions/welcome-thumb.svg',
      texts: { en: { title: 'Weekend Slot Race', details: 'Climb the board.' } },
    });
    expect(id).toBeGreaterThan(524);
    const detail = promotionDetail.reply.parse((await get(`/api/promotion-detail/${id}`)).json());
    expect(detail.data.promotion.type).toBe('tournament');
    await createContentRepository(ctx.database.db).setPromotionActive(id, false);
  });

  it('filters by type', async () => {
    const reply = listPromotions.reply.parse((await get('/api/promotions?type=rewards')).json());
    expect(reply.data.map((p) => p.id)).toEqual([524]);
    const bad = await get('/api/promotions?type=poker');
    expect(bad.statusCode).toBe(422);
  });

  it('answers every promotion in every language, translated', async () => {
    const english = listPromotions.reply.parse((await get('/api/promotions', 'en')).json()).data;
    for (const locale of locales.filter((l) => l.code !== 'en')) {
      const reply = listPromotions.reply.parse((await get('/api/promotions', locale.bcp47)).json()).data;
      expect(
        reply.map((p) => p.id),
        locale.code,
      ).toEqual(english.map((p) => p.id));
      for (const promotion of reply) {
        const original = english.find((p) => p.id === promotion.id);
        expect(promotion.title, `${locale.code} ${promotion.id}`).not.toBe(original?.title);
        expect(promotion.details, `${locale.code} ${promotion.id}`).not.toBe(original?.details);
        expect(promotion.type).toBe(original?.type);
      }
    }
  });

  it('picks the language from Accept-Language quality order, English when unknown', async () => {
    const german = promotionDetail.reply.parse(
      (await get('/api/promotion-detail/4', 'xx, de;q=0.9, fr;q=0.8')).json(),
    );
    expect(german.data.promotion.title).toBe('15 % tägliches Cashback');
    const unknown = promotionDetail.reply.parse((await get('/api/promotion-detail/4', 'sw-KE')).json());
    expect(unknown.data.promotion.title).toBe('15% Daily Cashback');
    expect((await get('/api/promotion-detail/4')).headers.vary).toContain('Accept-Language');
  });

  it('reads English where a promotion has no text in the language', async () => {
    const id = await addPromotion(ctx.database.db, {
      type: 'reload',
      coverImageUrl: '/promotions/crypto-cover.svg',
      thumbnailImageUrl: '/promotions/crypto-thumb.svg',
      texts: { en: { title: 'Monday Reload', details: '50% on Mondays.' } },
    });
    const reply = promotionDetail.reply.parse((await get(`/api/promotion-detail/${id}`, 'ja')).json());
    expect(reply.data.promotion.title).toBe('Monday Reload');
    await createContentRepository(ctx.database.db).setPromotionActive(id, false);
  });

  it('answers 404 for an unknown or ended promotion, 422 for a bad id', async () => {
    const unknown = await get('/api/promotion-detail/99999');
    expect(unknown.statusCode).toBe(404);
    expect(errorBodySchema.parse(unknown.json()).error).toBe('PROMOTION_NOT_FOUND');
    await createContentRepository(ctx.database.db).setPromotionActive(2, false);
    const ended = await get('/api/promotion-detail/2');
    expect(ended.statusCode).toBe(404);
    const list = listPromotions.reply.parse((await get('/api/promotions')).json());
    expect(list.data.map((p) => p.id)).not.toContain(2);
    await createContentRepository(ctx.database.db).setPromotionActive(2, true);
    expect((await get('/api/promotion-detail/abc')).statusCode).toBe(422);
    expect((await get('/api/promotion-detail/0')).statusCode).toBe(422);
  });

  it('lists the published legal pages 3-8 with the spec slugs and the operator named', async () => {
    const response = await get('/api/pages');
    expect(response.statusCode, response.body).toBe(200);
    const reply = listPages.reply.parse(response.json());
    expect(reply.data.map((p) => [p.id, p.slug])).toEqual([
      [3, 'terms-and-conditions'],
      [4, 'privacy-policy'],
      [5, 'aml-kyc-policy'],
      [6, 'responsible-gambling'],
      [7, 'bonus-policy'],
      [8, 'complaints-and-adr'],
    ]);
    const terms = getPage.reply.parse((await get('/api/pages/id/3')).json()).data;
    expect(terms.title).toBe('Terms and Conditions');
    expect(terms.content).toContain('Example Gaming B.V.');
    expect(terms.content).toContain('Curaçao');
    expect(terms.content).toContain('help@example.com');
    expect(terms.content).not.toContain('{operator}');
  });

  it('serves every legal page in every language, translated', async () => {
    const english = listPages.reply.parse((await get('/api/pages', 'en')).json()).data;
    for (const locale of locales.filter((l) => l.code !== 'en')) {
      const pages = listPages.reply.parse((await get('/api/pages', locale.bcp47)).json()).data;
      for (const page of pages) {
        const original = english.find((p) => p.id === page.id);
        expect(page.title, `${locale.code} ${page.id}`).not.toBe(original?.title);
        expect(page.content, `${locale.code} ${page.id}`).not.toBe(original?.content);
        expect(page.content).toContain('Example Gaming B.V.');
      }
    }
  });

  it('hides an unpublished page and answers 404 for it and for unknown pages', async () => {
    await createContentRepository(ctx.database.db).setPagePublished(7, false);
    const list = listPages.reply.parse((await get('/api/pages')).json());
    expect(list.data.map((p) => p.id)).not.toContain(7);
    const hidden = await get('/api/pages/id/7');
    expect(hidden.statusCode).toBe(404);
    expect(errorBodySchema.parse(hidden.json()).error).toBe('PAGE_NOT_FOUND');
    await createContentRepository(ctx.database.db).setPagePublished(7, true);
    expect((await get('/api/pages/id/7')).statusCode).toBe(200);
    expect((await get('/api/pages/id/42')).statusCode).toBe(404);
    expect((await get('/api/pages/id/terms')).statusCode).toBe(422);
  });

  it('tells the site what the operator configured', async () => {
    const reply = siteSettings.reply.parse((await get('/api/site-settings')).json());
    expect(reply).toEqual({
      operator_name: 'Example Gaming B.V.',
      sportsbook_url: 'https://sports.example.com/embed',
      live_chat_app_id: null,
      ad_network_redirect: { utm_source: 'AdNet', path: '/register/aff-9/spring' },
    });
  });

  it('lets the configured sportsbook be framed, and loads no chat host without a chat app id', async () => {
    const policy = String((await get('/api/site-settings')).headers['content-security-policy']);
    expect(policy).toContain("frame-src 'self' https://sports.example.com");
    expect(policy).not.toContain('intercom');
    expect(policy).toContain("frame-ancestors 'none'");
  });
});
