// HTTP of the compliance module: document uploads (multipart, read whole by http/multipart before anything
// is stored, never buffered past the limit), verification details, self-exclusion, limits, the reality
// check, and the back office's review queue. Document files are served only as attachments with nosniff.
import { uploadLimits } from '@reelvault/contract/constants/kyc';
import { routes } from '@reelvault/contract/routes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, validationError } from '../../http/app-error';
import { requireAdmin, requirePlayer } from '../../http/auth';
import { contractRoute } from '../../http/contract-route';
import { readMultipart, registerMultipart } from '../../http/multipart';
import { requestLocale, requestTexts } from '../../http/request-locale';
import { formatInstant } from '../../i18n/server-texts';
import type { AdminCaller, BackofficeService } from '../backoffice/service';
import type { ComplianceService } from './service';

const uploadLimit = { max: 30, timeWindow: '10 minutes' };

function sendDocument(reply: FastifyReply, file: { bytes: Buffer; mime: string; fileName: string }) {
  return reply
    .status(200)
    .headers({
      'content-type': file.mime,
      'content-disposition': `attachment; filename="${file.fileName}"`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
      'content-security-policy': "default-src 'none'; sandbox",
    })
    .send(file.bytes);
}

function adminCallerOf(request: FastifyRequest): AdminCaller {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
}

export function complianceRoutes(service: ComplianceService) {
  return async (app: FastifyInstance) => {
    await registerMultipart(app);

    // The verification form's 422 carries both of the spec's shapes: field errors, and success: false
    // with data.message (the newer client reads the latter).
    app.addHook('onSend', async (request, reply, payload) => {
      if (reply.statusCode !== 422 || request.routeOptions.url !== routes.verificationDetails.path)
        return payload;
      if (typeof payload !== 'string') return payload;
      const body = JSON.parse(payload) as { message: string };
      return JSON.stringify({ ...body, success: false, data: { message: body.message } });
    });

    contractRoute(
      app,
      routes.uploadVerificationDocument,
      async ({ request }) => {
        const player = requirePlayer(request);
        const { fields, files } = await readMultipart(request, uploadLimits.singleBytes);
        const type = Number(fields.get('type'));
        const image = files.get('image');
        if (!Number.isInteger(type) || type < 1 || type > 5) {
          throw validationError({ type: ['The selected type is invalid.'] });
        }
        if (!image) throw validationError({ image: ['The image field is required.'] });
        const document = await service.uploadDocument(player.id, type, image);
        const message = requestTexts(request)('replies.documentUploaded');
        return { message, data: { message, document } };
      },
      { rateLimit: uploadLimit },
    );

    contractRoute(app, routes.verificationStatus, async ({ request }) =>
      service.verificationStatus(requirePlayer(request).id),
    );

    contractRoute(
      app,
      routes.uploadMultipleDocuments,
      async ({ request }) => {
        const player = requirePlayer(request);
        const { files } = await readMultipart(request, uploadLimits.multiBytes);
        const outcome = await service.uploadMultiple(player.id, files);
        const t = requestTexts(request);
        const locale = requestLocale(request);
        return {
          message:
            outcome.failed_documents.length === 0
              ? t('replies.documentsUploaded')
              : outcome.uploaded_documents.length === 0
                ? t('replies.noDocumentsUploaded')
                : t('replies.someDocumentsUploaded'),
          uploaded_documents: outcome.uploaded_documents,
          failed_documents: outcome.failed_documents.map((failed) => ({
            type: failed.type,
            reason: failed.reason(locale),
          })),
        };
      },
      { rateLimit: uploadLimit },
    );

    contractRoute(app, routes.kycStatus, async ({ request }) => service.kycStatus(requirePlayer(request).id));

    contractRoute(app, routes.deleteKycDocument, async ({ params, request }) => {
      await service.withdrawDocument(requirePlayer(request).id, params.type);
      return { message: requestTexts(request)('replies.documentRemoved') };
    });

    const playerGuard = app.authGuards.player;
    if (!playerGuard) throw new Error('the player guard is not registered');
    app.get<{ Params: { id: string } }>(
      routes.kycDocumentFile.path,
      { onRequest: playerGuard, schema: { summary: routes.kycDocumentFile.summary, tags: ['compliance'] } },
      async (request, reply) => {
        const player = requirePlayer(request);
        if (!/^[0-9a-f-]{36}$/.test(request.params.id)) throw new AppError('KYC_DOCUMENT_NOT_FOUND');
        return sendDocument(reply, await service.documentFile(request.params.id, player.id));
      },
    );

    contractRoute(app, routes.verificationDetails, async ({ body, request }) => {
      const player = requirePlayer(request);
      await service.submitDetails(player.id, body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      });
      const message = requestTexts(request)('replies.detailsSaved');
      return { success: true as const, message, data: { message } };
    });

    // The spec's success text of a self-exclusion, in the request's language.
    const excluded = (
      request: FastifyRequest,
      outcome: { success: true; excluded_until: string | null },
    ) => ({
      success: outcome.success,
      message: requestTexts(request)('replies.selfExclusionProcessed'),
      excluded_until: outcome.excluded_until,
    });
    contractRoute(app, routes.selfExclusionRequest, async ({ request }) =>
      excluded(request, await service.requestSelfExclusion(requirePlayer(request).id)),
    );
    contractRoute(app, routes.coolDown, async ({ request }) =>
      excluded(request, await service.coolDown(requirePlayer(request).id)),
    );
    contractRoute(app, routes.deactivateAccount, async ({ body, request }) =>
      excluded(request, await service.deactivate(requirePlayer(request).id, body.type)),
    );

    contractRoute(app, routes.playerLimits, async ({ request }) => service.limits(requirePlayer(request).id));
    contractRoute(app, routes.setPlayerLimit, async ({ body, request }) => {
      const { data, applied, changesAt } = await service.setLimit(
        requirePlayer(request).id,
        body.kind,
        body.period,
        body.amount,
      );
      const t = requestTexts(request);
      return {
        message: changesAt
          ? t('replies.limitChangesOn', { date: formatInstant(requestLocale(request), changesAt) })
          : t('replies.limitInForce'),
        data,
        applied,
      };
    });
    contractRoute(app, routes.realityCheck, async ({ request }) =>
      service.realityCheck(requirePlayer(request).id),
    );
    contractRoute(app, routes.answerRealityCheck, async ({ body, request }) =>
      service.answerRealityCheck(requirePlayer(request).id, body.answer, body.shown_seconds),
    );
  };
}

/** The back office's review of documents: compliance operators and admins; every decision audited. */
export function complianceAdminRoutes(service: ComplianceService, backoffice: BackofficeService) {
  return async (app: FastifyInstance) => {
    contractRoute(app, routes.adminKycDocuments, async ({ query, request }) => {
      backoffice.requirePermission(requireAdmin(request), 'kyc.review');
      return { data: await service.reviewQueue(query.status, query.player_id) };
    });

    contractRoute(app, routes.adminApproveKycDocument, async ({ params, request }) => {
      const admin = requireAdmin(request);
      const row = await backoffice.audited(
        admin,
        adminCallerOf(request),
        'kyc.review',
        { action: 'kyc_document.approve', type: 'kyc_document', id: params.id },
        async (tx) => {
          const decided = await service.decideDocument(tx, params.id, admin.id, { approve: true });
          return { before: decided.before, after: decided.after, result: decided.after };
        },
      );
      return { message: 'The document is approved.', data: await service.adminDocument(row) };
    });

    contractRoute(app, routes.adminRejectKycDocument, async ({ params, body, request }) => {
      const admin = requireAdmin(request);
      const row = await backoffice.audited(
        admin,
        adminCallerOf(request),
        'kyc.review',
        { action: 'kyc_document.reject', type: 'kyc_document', id: params.id },
        async (tx) => {
          const decided = await service.decideDocument(tx, params.id, admin.id, {
            approve: false,
            reason: body.reason,
          });
          return { before: decided.before, after: decided.after, result: decided.after };
        },
      );
      return {
        message: 'The document is rejected; the player sees the reason.',
        data: await service.adminDocument(row),
      };
    });

    const adminGuard = app.authGuards.admin;
    if (!adminGuard) throw new Error('the admin guard is not registered');
    app.get<{ Params: { id: string } }>(
      routes.adminKycDocumentFile.path,
      {
        onRequest: adminGuard,
        schema: { summary: routes.adminKycDocumentFile.summary, tags: ['backoffice'] },
      },
      async (request, reply) => {
        const admin = requireAdmin(request);
        backoffice.requirePermission(admin, 'kyc.review');
        if (!/^[0-9a-f-]{36}$/.test(request.params.id)) throw new AppError('KYC_DOCUMENT_NOT_FOUND');
        const file = await service.documentFile(request.params.id, undefined);
        await backoffice.audited(
          admin,
          adminCallerOf(request),
          'kyc.review',
          { action: 'kyc_document.view', type: 'kyc_document', id: request.params.id },
          async () => ({ before: null, after: null, result: null }),
        );
        return sendDocument(reply, file);
      },
    );
  };
}
