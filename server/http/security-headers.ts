// The browser-facing security headers of every answer, the SPA's and the API's (issue 10, docs/security.md):
// @fastify/helmet with a Content-Security-Policy the built app satisfies (e2e/security-headers.test.ts loads
// every page of every role under it in Chromium), no framing, nosniff, and no Referer at all (the password
// reset link carries its token in the URL). Installed before the guard, so refusals carry the headers too.
import type { IncomingMessage } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, RouteShorthandOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { browserWsUrl } from '../telephony/sip/config';

/** A host the CSP can name: a DNS name or an IPv4 address (CSP has no syntax for IPv6 literals). */
const CSP_HOST = /^wss?:\/\/[a-z0-9.-]+(:\d+)?$/i;

/** The origin of the SIP WebSocket the softphone is told to use, or '' (SIP off, or nothing CSP can name). */
export function sipWebSocketSource(sip: AppConfig['sip'], pageHostname: string): string {
  if (sip.mode === 'off') return '';
  try {
    const origin = new URL(browserWsUrl(sip, pageHostname)).origin;
    return CSP_HOST.test(origin) ? origin : '';
  } catch {
    return '';
  }
}

/**
 * The policy, directive by directive (the reasons are in docs/security.md):
 * - connect-src: the API and socket.io (/userreport, 'self' covers its same-origin WebSocket), and the SIP
 *   WebSocket: SIP_WS_URL, else the page's own host on SIP_WS_PORT, so it is computed per request;
 * - img-src http: https:: operator scripts may show images from any http(s) address (server/resources/html.ts)
 *   and the sandboxed srcdoc frame they render in inherits this policy; data: and blob: for antd's previews;
 * - media-src blob:: recorded calls play from an object URL (src/resources/ui/view/FileValue.tsx);
 * - style-src 'unsafe-inline': antd's CSS-in-JS and rc-component's scroll locker insert <style> elements
 *   (the latter without a nonce), and operator scripts keep `style` attributes;
 * - frame-src 'none': the only frames are srcdoc ones (operator scripts, HTML previews), which load nothing.
 */
export function appDirectives(sip: AppConfig['sip'], hostOf: (req: IncomingMessage) => string) {
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    connectSrc: ["'self'", (req: IncomingMessage) => sipWebSocketSource(sip, hostOf(req))],
    fontSrc: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    frameSrc: ["'none'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'http:', 'https:'],
    mediaSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    scriptSrc: ["'self'"],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
  };
}

/**
 * Route options for files the browser shows by itself (the Help menu's PDF guides under /api/docs):
 * Chromium's PDF viewer is an <embed>, which `object-src 'none'` would block.
 */
export const shownFileRoute: RouteShorthandOptions = {
  helmet: {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        objectSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        frameAncestors: ["'none'"],
      },
    },
  },
};

/**
 * Answers Fastify gives before routing (a malformed URL) skip every hook, helmet's too: they get the headers
 * an error body needs from here (it loads nothing, so its policy allows nothing).
 */
export const withPreRoutingHeaders = (reply: FastifyReply): FastifyReply =>
  reply.headers({
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
  });

/** Not encapsulated (fastify-plugin): every answer of every domain carries the headers. */
export const securityHeaders = fp(
  async (app: FastifyInstance, { config }: { config: AppConfig }) => {
    // Helmet sees the raw request: Fastify's hostname (X-Forwarded-Host behind a trusted proxy, as the
    // softphone settings use it) is kept for it here, by the hook that runs just before helmet's.
    const hostnames = new WeakMap<IncomingMessage, string>();
    app.addHook('onRequest', async (request) => {
      hostnames.set(request.raw, request.hostname);
    });
    await app.register(helmet, {
      contentSecurityPolicy: {
        // Helmet's defaults would add upgrade-insecure-requests, which turns the SIP ws:// into wss://.
        useDefaults: false,
        directives: appDirectives(config.sip, (req) => hostnames.get(req) ?? ''),
      },
      xFrameOptions: { action: 'deny' },
      referrerPolicy: { policy: 'no-referrer' },
      // The app's own host only: an installation's sibling hosts may still be plain http.
      strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: false },
    });
  },
  { name: 'security-headers' },
);
