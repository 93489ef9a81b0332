// HTTP of promotions, hero slides and pictures in the back office (decision 0313), thin handlers over the
// promotions admin service; the pictures themselves, served by their hash with immutable caching; and the
// home page's slides for the site.
import {
  contentImageFilePattern,
  contentImageKinds,
  contentImageLimits,
  contentImagePath,
  type ContentImageKind,
} from '@reelvault/contract/calls/backoffice-promotions';
import { routes } from '@reelvault/contract/routes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, validationError } from '../../http/app-error';
import { requireAdmin } from '../../http/auth';
import { contractRoute } from '../../http/contract-route';
import { sendError } from '../../http/error-handler';
import { readMultipart, registerMultipart } from '../../http/multipart';
import { requestLocale } from '../../http/request-locale';
import type { AdminCaller } from '../backoffice/service';
import type { HeroSlidesAdminService } from './hero-slides-service';
import type { PromotionsAdminService } from './promotions-admin-service';
import type { HeroSlide } from '@reelvault/contract/calls/hero-slides';

const callerOf = (request: FastifyRequest): AdminCaller => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});

const isImageKind = (value: string | undefined): value is ContentImageKind =>
  (contentImageKinds as readonly (string | undefined)[]).includes(value);

export function promotionsAdminRoutes(service: PromotionsAdminService, slides: HeroSlidesAdminService) {
  return async (app: FastifyInstance) => {
    await registerMultipart(app);

    contractRoute(app, routes.adminPromotions, async ({ request }) => ({
      data: await service.promotions(requireAdmin(request)),
    }));
    contractRoute(app, routes.adminCreatePromotion, async ({ body, request }) => ({
      message: 'The promotion is saved.',
      data: await service.createPromotion(requireAdmin(request), callerOf(request), body),
    }));
    contractRoute(app, routes.adminUpdatePromotion, async ({ params, body, request }) => ({
      message: 'The promotion is saved.',
      data: await service.updatePromotion(requireAdmin(request), callerOf(request), params.id, body),
    }));
    contractRoute(app, routes.adminSetPromotionActive, async ({ params, body, request }) => ({
      message: body.active ? 'The promotion is active.' : 'The promotion is switched off.',
      data: await service.setPromotionActive(
        requireAdmin(request),
        callerOf(request),
        params.id,
        body.active,
      ),
    }));
    contractRoute(app, routes.adminOrderPromotions, async ({ body, request }) => ({
      message: 'The order is saved.',
      data: await service.orderPromotions(requireAdmin(request), callerOf(request), body.ids),
    }));
    contractRoute(app, routes.adminLinkPromotionOffer, async ({ params, body, request }) => ({
      message: body.offer_id === null ? 'The promotion has no offer now.' : 'The offer is linked.',
      data: await service.linkOffer(requireAdmin(request), callerOf(request), params.id, body.offer_id),
    }));
    contractRoute(app, routes.adminPromotionOffers, async ({ request }) => ({
      data: await service.promotionOffers(requireAdmin(request)),
    }));
    contractRoute(
      app,
      routes.adminUploadContentImage,
      async ({ request }) => {
        const admin = requireAdmin(request);
        const { fields, files } = await readMultipart(request, contentImageLimits.maxBytes);
        const kind = fields.get('kind');
        const image = files.get('image');
        if (!isImageKind(kind))
          throw validationError({ kind: ['The kind must be cover, thumbnail or slide.'] });
        if (!image) throw validationError({ image: ['The image field is required.'] });
        if (image.truncated) throw validationError({ image: ['The image may not be greater than 8 MB.'] });
        return {
          message: 'The picture is stored.',
          data: await service.uploadImage(admin, callerOf(request), kind, image.bytes),
        };
      },
      { bodyLimit: contentImageLimits.maxBytes + 64 * 1024 },
    );
    contractRoute(app, routes.adminHeroSlides, async ({ request }) => ({
      data: await slides.slides(requireAdmin(request)),
    }));
    contractRoute(app, routes.adminCreateHeroSlide, async ({ body, request }) => ({
      message: 'The slide is saved.',
      data: await slides.createSlide(requireAdmin(request), callerOf(request), body),
    }));
    contractRoute(app, routes.adminUpdateHeroSlide, async ({ params, body, request }) => ({
      message: 'The slide is saved.',
      data: await slides.updateSlide(requireAdmin(request), callerOf(request), params.id, body),
    }));
    contractRoute(app, routes.adminOrderHeroSlides, async ({ body, request }) => ({
      message: 'The order is saved.',
      data: await slides.orderSlides(requireAdmin(request), callerOf(request), body.ids),
    }));
  };
}

/** The pictures, by hash, and the home page's slides. */
export function contentPictureRoutes(
  images: (sha256: string) => Promise<Buffer | undefined>,
  heroSlides: (locale: string) => Promise<HeroSlide[]>,
) {
  return async (app: FastifyInstance) => {
    // A picture is an image, not a JSON call: it sits outside the contract's route table.
    app.get<{ Params: { file: string } }>(
      `${contentImagePath}/:file`,
      { schema: { hide: true } },
      async (request, reply) => {
        const { file } = request.params;
        const bytes = contentImageFilePattern.test(file) ? await images(file.slice(0, 64)) : undefined;
        if (!bytes) return sendError(reply, new AppError('NOT_FOUND', 'There is no such picture.'));
        // The address is the hash of the bytes: they never change, so caches keep them for a year.
        return reply
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('etag', `"${file.slice(0, 64)}"`)
          .header('x-content-type-options', 'nosniff')
          .type('image/webp')
          .send(bytes);
      },
    );

    contractRoute(app, routes.listHeroSlides, async ({ request, reply }) => {
      // An operator's change shows on the next visit; a shared cache keeps one copy per language.
      void reply.header('cache-control', 'no-cache').header('vary', 'Accept-Language');
      return { data: await heroSlides(requestLocale(request).code) };
    });
  };
}
