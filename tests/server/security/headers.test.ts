// Issue 10, class 4: the SPA and every kind of API answer (success, 401, 403, 404, a static asset) carry the
// Content-Security-Policy, frame protection, nosniff and no-referrer; the policy names exactly the SIP
// WebSocket the softphone is told to use; a Host header the policy cannot name cannot bend it. That the built
// app satisfies the policy in a browser is e2e/security-headers.test.ts.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { sipWebSocketSource } from '../../../server/http/security-headers';
import { loadSipConfig } from '../../../server/telephony/sip/config';
import { DEMO, tokenOf } from '../contacts-helpers';
import { useTestApp } from '../helpers/app';
import { databaseTargets } from '../helpers/databases';
import { send } from '../tasks-helpers';

/** The policy as directive -> sources, refusing a header that repeats a directive. */
function policyOf(res: LightMyRequestResponse): Map<string, string[]> {
  const header = res.headers['content-security-policy'];
  expect(header, `${res.statusCode} ${res.body.slice(0, 80)}`).toEqual(expect.any(String));
  const policy = new Map<string, string[]>();
  for (const part of String(header).split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    expect(policy.has(name), `directive ${name} twice`).toBe(false);
    policy.set(name, sources);
  }
  return policy;
}

/** Every directive but connect-src, whose SIP source depends on the host (checked on its own below). */
const APP_POLICY = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'font-src': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'frame-src': ["'none'"],
  'img-src': ["'self'", 'data:', 'blob:', 'http:', 'https:'],
  'media-src': ["'self'", 'blob:'],
  'object-src': ["'none'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
};

function expectAppHeaders(res: LightMyRequestResponse) {
  const policy = policyOf(res);
  const { 'connect-src': connect, ...rest } = Object.fromEntries(policy);
  expect(rest).toEqual(APP_POLICY);
  expect(connect[0]).toBe("'self'");
  // Nothing evaluates strings as code, and requests are never rewritten to https (the SIP ws:// stays).
  expect(String(res.headers['content-security-policy'])).not.toMatch(/unsafe-eval|upgrade-insecure-requests/);
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('no-referrer');
  return policy;
}

describe.each(databaseTargets)('security headers on $name', (target) => {
  const ctx = useTestApp(target);

  it('GET / (the built SPA) carries the policy, no framing, nosniff and no-referrer', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expectAppHeaders(res);
    // A deep link of the SPA is the same document.
    expectAppHeaders(await ctx.app.inject({ method: 'GET', url: '/restore?token=abc' }));
  });

  it.each([
    ['a public answer', 'GET', '/api/config', null, 200],
    ['a static asset', 'GET', '/assets/app-1234.js', null, 200],
    ['an answer without a token', 'GET', '/api/ping', null, 401],
    ['a refusal by permission', 'GET', '/api/user/list', DEMO.guest, 403],
    ['an unknown API route', 'GET', '/api/no-such-route', null, 404],
    ['a refused login', 'POST', '/api/login_check', null, 401],
  ] as const)('%s (%s %s) carries the same headers', async (_what, method, url, user, status) => {
    const token = user ? await tokenOf(ctx, user) : null;
    const payload = method === 'POST' ? { email: DEMO.operator, password: 'wrong-password' } : undefined;
    const res = await send(ctx, method, url, token, payload);
    expect(res.statusCode).toBe(status);
    expectAppHeaders(res);
  });

  it('answers a URL refused before routing (no hook runs) with the headers and a policy that allows nothing', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/%zz' });
    expect(res.statusCode).toBe(400);
    expect(Object.fromEntries(policyOf(res))).toEqual({
      'default-src': ["'none'"],
      'frame-ancestors': ["'none'"],
    });
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it("allows exactly the SIP WebSocket the softphone is told to use, on the page's own host", async () => {
    const host = 'crm.example.org:8080';
    const headers = { host, authorization: `Bearer ${await tokenOf(ctx, DEMO.operator)}` };
    const settings = await ctx.app.inject({ method: 'GET', url: '/api/softphone/settings', headers });
    expect(settings.json()).toMatchObject({ available: true, ws_host: 'ws://crm.example.org:5066' });
    const page = await ctx.app.inject({ method: 'GET', url: '/', headers: { host } });
    expect(policyOf(page).get('connect-src')).toEqual(["'self'", 'ws://crm.example.org:5066']);
  });

  it('keeps the policy whole when the Host header is something the policy cannot name', async () => {
    for (const host of ["evil.test;script-src 'unsafe-inline'", 'evil.test, x', '[::1]:8080']) {
      const res = await ctx.app.inject({ method: 'GET', url: '/', headers: { host } });
      expect(res.statusCode, host).toBe(200);
      expect(expectAppHeaders(res).get('connect-src'), host).toEqual(["'self'"]);
    }
  });

  it("serves the Help menu's files under a policy the browser's PDF viewer works with", async () => {
    mkdirSync(path.join(ctx.dataDir, 'docs'), { recursive: true });
    writeFileSync(path.join(ctx.dataDir, 'docs', 'guide.pdf'), '%PDF-1.4\n%%EOF\n');
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/guide.pdf' });
    expect(res.statusCode).toBe(200);
    expect(Object.fromEntries(policyOf(res))).toEqual({
      'default-src': ["'self'"],
      'object-src': ["'self'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'frame-ancestors': ["'none'"],
    });
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });
});

describe('the SIP WebSocket source of the policy', () => {
  const sip = (env: Record<string, string>) => loadSipConfig({ SIP_SHARED_SECRET: 's', ...env }, '/tmp', 'h');

  it('is the origin of SIP_WS_URL when it is set, whatever the page host', () => {
    expect(sipWebSocketSource(sip({ SIP_WS_URL: 'wss://sip.example.com/ws' }), 'crm.example.com')).toBe(
      'wss://sip.example.com',
    );
  });

  it("is the page's host on SIP_WS_PORT otherwise, and nothing when SIP is off", () => {
    expect(sipWebSocketSource(sip({ SIP_WS_PORT: '7443' }), 'crm.example.com')).toBe(
      'ws://crm.example.com:7443',
    );
    expect(sipWebSocketSource(sip({ SIP_SERVER: 'off' }), 'crm.example.com')).toBe('');
  });
});
