// The built SPA (dist/) with an index.html fallback; DATA_DIR/custom/ (logos) at /custom/ and
// DATA_DIR/docs/ (the Help menu's guides and videos, supplied by the deployment) at /api/docs/, under a
// policy that lets the browser's PDF viewer show them.
import { statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, RouteShorthandOptions } from 'fastify';
import { notFound } from '../http/errors';
import { shownFileRoute } from '../http/security-headers';

/** `rel` inside `root` as a regular file, or null (missing, a directory, or escaping the root). */
function fileIn(root: string, rel: string): string | null {
  const full = path.resolve(root, '.' + path.posix.sep + rel);
  if (full !== root && !full.startsWith(root + path.sep)) return null;
  try {
    return statSync(full).isFile() ? path.relative(root, full) : null;
  } catch {
    return null;
  }
}

const isApiPath = (url: string) => /^\/(api|node)(\/|$)/.test(url);

export async function staticRoutes(app: FastifyInstance) {
  const distDir = path.resolve(app.appConfig.distDir);
  const customDir = path.resolve(app.appConfig.dataDir, 'custom');
  await app.register(fastifyStatic, { root: distDir, serve: false, suppressWarning: true });

  const send = (reply: FastifyReply, root: string, rel: string, cache: string) =>
    reply.header('cache-control', cache).sendFile(rel, root, { cacheControl: false });

  const serveFolder = (prefix: string, root: string, options: RouteShorthandOptions = {}) =>
    app.get<{ Params: { '*': string } }>(
      `${prefix}/*`,
      { ...options, config: { permission: 'public' } },
      async (request, reply) => {
        const rel = fileIn(root, request.params['*']);
        if (!rel) throw notFound();
        return send(reply, root, rel, 'public, max-age=300');
      },
    );
  serveFolder('/custom', customDir);
  serveFolder('/api/docs', path.resolve(app.appConfig.dataDir, 'docs'), shownFileRoute);

  app.get<{ Params: { '*': string } }>('/*', { config: { permission: 'public' } }, async (request, reply) => {
    const pathname = request.url.split('?')[0];
    if (isApiPath(pathname)) throw notFound();
    const asset = request.params['*'] ? fileIn(distDir, request.params['*']) : null;
    if (asset) {
      const hashed = asset.startsWith('assets' + path.sep);
      return send(reply, distDir, asset, hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    }
    if (!fileIn(distDir, 'index.html')) throw notFound();
    return send(reply, distDir, 'index.html', 'no-cache');
  });
}
