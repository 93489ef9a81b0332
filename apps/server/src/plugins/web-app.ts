// Serves the built player site: hashed assets with long cache lifetimes, index.html for every other
// non-API path (the web app's router shows its not-found page), JSON 404s under the API prefixes.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error';
import { sendError } from '../http/error-handler';
import { pageDocument, type PageContentLinks } from './page-preloads';
import { withStyleHashes } from './security-headers';

// The in-house studio (/house) answers its own paths; what it does not know is not a page of the site.
const apiPrefixes = ['/api/', '/wallet-api/', '/house/'];

function isApiPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? url;
  return (
    pathname === '/api' ||
    pathname === '/wallet-api' ||
    apiPrefixes.some((prefix) => pathname.startsWith(prefix))
  );
}

export async function registerWebApp(
  app: FastifyInstance,
  webDist: string,
  contentLinks?: PageContentLinks,
): Promise<void> {
  const indexHtml = path.join(webDist, 'index.html');
  const built = existsSync(indexHtml);
  if (built) {
    await app.register(fastifyStatic, {
      root: webDist,
      // Files are looked up per request, so a rebuilt web app is served without a restart.
      wildcard: true,
      // Pages, / included, are answered below: index.html with the page's preloads.
      index: false,
      // The build writes each asset also as Brotli and gzip (.br, .gz beside it, the best compression
      // each has): those are sent to a browser that takes them, the plain file to any other.
      preCompressed: true,
      setHeaders: (response, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        if (filePath.endsWith('index.html')) {
          response.header('cache-control', 'no-cache');
          return;
        }
        response.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  } else {
    app.log.warn({ webDist }, 'the web app is not built; only the API is served');
  }

  const page = pageDocument(webDist, contentLinks);
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const { html, styleHashes } = await page(request);
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy === 'string') {
      void reply.header('content-security-policy', withStyleHashes(policy, styleHashes));
    }
    void reply.header('cache-control', 'no-cache');
    return reply.type('text/html; charset=utf-8').send(html);
  };
  if (built) {
    // The static files' wildcard would answer / with the directory; the lobby is a page like the others.
    app.get('/', sendPage);
  }
  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const readsPage = request.method === 'GET' || request.method === 'HEAD';
    const missingFile = /\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '');
    if (isApiPath(request.url) || !readsPage || !built || missingFile) {
      return sendError(reply, new AppError(isApiPath(request.url) ? 'ROUTE_NOT_FOUND' : 'NOT_FOUND'));
    }
    return sendPage(request, reply);
  });
}
