// The document a `script` launch runs in (decision 0809). The play page frames it sandboxed
// (`allow-scripts`, never `allow-same-origin`): an opaque origin, so nothing in it reaches the site's
// cookies, storage or page. The site's policy allows no inline script, and a srcdoc frame would inherit it,
// so the document is served here with a policy of its own: a fresh nonce per answer is the only script it
// allows, its own loader's. The loader takes the aggregator's script from the page that framed it (a
// message from its parent window only, once) and runs it under that nonce; what the script may load
// besides is what the site already allows the game frame: the aggregators' frames and pictures.
import { randomBytes } from 'node:crypto';
import { scriptFrameMessages, scriptFramePath } from '@reelvault/contract/calls/play';
import type { FastifyInstance } from 'fastify';

export interface ScriptFrameSources {
  /** The origins of the aggregators' pictures (the site's `img-src` adds the same). */
  readonly imageHosts: () => readonly string[];
  /** What the site's game frame may show beyond its own origin (the site's `frame-src` adds the same). */
  readonly frameSources: () => readonly string[];
}

/** The document's policy: only the loader's nonce runs, the frame may sit only in the site's own pages. */
export function scriptFramePolicy(nonce: string, sources: ScriptFrameSources): string {
  const frames = sources.frameSources();
  return [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    // A game's markup sets styles of its own; a style cannot run code.
    "style-src 'unsafe-inline'",
    ['img-src data: blob:', ...sources.imageHosts()].join(' '),
    frames.length > 0 ? `frame-src ${frames.join(' ')}` : "frame-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'self'",
    // Opened by itself (not framed by the play page) the document is still of no origin.
    'sandbox allow-scripts',
  ].join('; ');
}

/**
 * The document: a black page whose one script waits for its parent's message carrying the launch script,
 * then runs it as a script element under the same nonce. It says when it is ready, so the parent sends
 * the script only to a frame that listens.
 */
export function scriptFrameDocument(nonce: string): string {
  const loader = `(() => {
  const nonce = document.currentScript.nonce;
  let ran = false;
  addEventListener('message', (event) => {
    const data = event.data;
    if (ran || event.source !== parent || typeof data !== 'object' || data === null) return;
    if (data.type !== ${JSON.stringify(scriptFrameMessages.launch)} || typeof data.script !== 'string') return;
    ran = true;
    const script = document.createElement('script');
    script.nonce = nonce;
    script.textContent = data.script;
    document.body.append(script);
  });
  parent.postMessage({ type: ${JSON.stringify(scriptFrameMessages.ready)} }, '*');
})();`;
  return `<!doctype html>
<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Game</title>
<style>html,body{margin:0;height:100%;background:#000;color:#fff}</style></head>
<body><script nonce="${nonce}">${loader}</script></body></html>
`;
}

export function registerScriptFrame(app: FastifyInstance, sources: ScriptFrameSources): void {
  app.get(scriptFramePath, { schema: { hide: true } }, async (_request, reply) => {
    const nonce = randomBytes(18).toString('base64');
    return reply
      .header('content-security-policy', scriptFramePolicy(nonce, sources))
      .header('x-frame-options', 'SAMEORIGIN')
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(scriptFrameDocument(nonce));
  });
}
