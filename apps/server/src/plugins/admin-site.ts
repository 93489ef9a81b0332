// Serves the built back office (apps/admin) under /admin: hashed assets cached for a year, index.html for
// every other path below /admin (the back office's router decides), no-cache on the page. /api/admin/*
// stays the API. The page's policy also lets a document under review show in a frame from a blob:
// address and be read back from it (the preview: the file is fetched with the operator's token and never
// has a URL of its own).
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error';
import { sendError } from '../http/error-handler';

export const adminSitePrefix = '/admin';

/**
 * The policy with `blob:` added to frame-src and connect-src (each directive added when the policy has
 * none): the document under review is a blob the page made itself, shown in a frame (a PDF) and read back
 * from its address (a download, the browser's tooling).
 */
export function withBlobDocuments(policy: string): string {
  const directives = policy
    .split(';')
    .map((directive) => directive.trim())
    .filter(Boolean);
  for (const name of ['frame-src', 'connect-src']) {
    const index = directives.findIndex((directive) => directive.split(/\s+/)[0] === name);
    if (index === -1) directives.push(`${name} 'self' blob:`);
    else if (!(directives[index] ?? '').split(/\s+/).includes('blob:'))
      directives[index] = `${directives[index]} blob:`;
  }
  return directives.join(';');
}

export async function registerAdminSite(app: FastifyInstance, adminDist: string): Promise<void> {
  const indexHtml = path.join(adminDist, 'index.html');
  if (!existsSync(indexHtml)) {
    app.log.warn({ adminDist }, 'the back office is not built; /admin is not served');
    return;
  }

  await app.register(
    async (site) => {
      await site.register(fastifyStatic, {
        root: adminDist,
        // Files are looked up per request, so a rebuilt back office is served without a restart.
        wildcard: true,
        index: false,
        preCompressed: true,
        // The player site's static files decorate the reply; this one stays inside its own context.
        decorateReply: false,
        setHeaders: (response, filePath) => {
          if (filePath.endsWith('index.html')) {
            response.header('cache-control', 'no-cache');
            return;
          }
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          response.header(
            'cache-control',
            immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
          );
        },
      });

      const sendPage = async (_request: FastifyRequest, reply: FastifyReply) => {
        // Read at each request: a rebuild changes the hashed names it points at.
        const html = await readFile(indexHtml, 'utf8');
        const policy = reply.getHeader('content-security-policy');
        if (typeof policy === 'string')
          void reply.header('content-security-policy', withBlobDocuments(policy));
        void reply.header('cache-control', 'no-cache');
        return reply.type('text/html; charset=utf-8').send(html);
      };
      site.get('/', sendPage);
      site.setNotFoundHandler(async (request, reply) => {
        const readsPage = request.method === 'GET' || request.method === 'HEAD';
        const missingFile = /\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '');
        if (!readsPage || missingFile) return sendError(reply, new AppError('NOT_FOUND'));
        return sendPage(request, reply);
      });
    },
    { prefix: adminSitePrefix },
  );
}
