// The browsable API reference for signed-in admins: Swagger UI (swagger-ui-dist) at /api/reference. The
// page and its assets hold no data, so they are public; the document they load is guarded
// (OPENAPI_PERMISSION). Everything loads from 'self' with no inline script, so the app's CSP holds as is.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/errors';

const distDir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const pageDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'page');

/** The only files the page loads, by the name it asks for. */
const ASSETS: Record<string, { file: string; type: string }> = {
  'swagger-ui.css': { file: path.join(distDir, 'swagger-ui.css'), type: 'text/css; charset=utf-8' },
  'swagger-ui-bundle.js': {
    file: path.join(distDir, 'swagger-ui-bundle.js'),
    type: 'text/javascript; charset=utf-8',
  },
  'reference.js': { file: path.join(pageDir, 'reference.js'), type: 'text/javascript; charset=utf-8' },
};

export const REFERENCE_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Call-centre CRM API</title>
<link rel="stylesheet" href="/api/reference/swagger-ui.css">
</head>
<body>
<div id="reference"></div>
<script src="/api/reference/swagger-ui-bundle.js"></script>
<script src="/api/reference/reference.js"></script>
</body>
</html>
`;

const hidden = { hide: true };

export function referencePageRoutes(app: FastifyInstance) {
  app.get('/api/reference', { config: { permission: 'public' }, schema: hidden }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(REFERENCE_HTML),
  );
  app.get<{ Params: { asset: string } }>(
    '/api/reference/:asset',
    { config: { permission: 'public' }, schema: hidden },
    async (request, reply) => {
      const asset = Object.hasOwn(ASSETS, request.params.asset) ? ASSETS[request.params.asset] : null;
      if (!asset) throw notFound();
      return reply
        .type(asset.type)
        .header('cache-control', 'no-cache')
        .send(await readFile(asset.file));
    },
  );
}
