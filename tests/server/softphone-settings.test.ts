// GET /api/softphone/settings (spec 001 section 3): a signed-in user's own softphone connection settings,
// with ephemeral credentials Kamailio's auth_ephemeral verifies with the shared secret alone.
import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { ephemeralCredentials } from '../../server/telephony/sip/credentials';
import { useTestApp } from './helpers/app';
import { databaseTargets } from './helpers/databases';
import { DEMO, tokenOf } from './contacts-helpers';
import { send, userWith } from './tasks-helpers';

const SECRET = 'shared-secret-for-tests';
const ENV = {
  SIP_SHARED_SECRET: SECRET,
  SIP_WS_URL: 'wss://sip.crm.test/ws',
  SIP_DOMAIN: 'crm.test',
  SIP_CREDENTIALS_TTL: '600',
};

describe.each(databaseTargets)('softphone settings on $name', (target) => {
  const ctx = useTestApp(target, { env: ENV });
  const settingsOf = async (email: string) =>
    send(ctx, 'GET', '/api/softphone/settings', await tokenOf(ctx, email));

  it('signs short-lived credentials for the own extension that the shared secret verifies', async () => {
    const before = Math.floor(Date.now() / 1000);
    const res = await settingsOf(DEMO.operator);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      available: true,
      uri: 'sip:1003@crm.test',
      extension: '1003',
      display_name: 'Olga Operator',
      ws_host: 'wss://sip.crm.test/ws',
    });
    const [expiry, extension] = body.authorization_user.split(':');
    expect(extension).toBe('1003');
    expect(Number(expiry)).toBe(body.expires_at);
    expect(body.expires_at - before).toBeGreaterThanOrEqual(599);
    expect(body.expires_at - before).toBeLessThanOrEqual(601);
    expect(body.password).toBe(createHmac('sha1', SECRET).update(body.authorization_user).digest('base64'));
    expect(JSON.stringify(body)).not.toContain(SECRET);
  });

  it('without SIP_WS_URL points browsers at the page host and the WebSocket port', async () => {
    ctx.config.sip.wsUrl = null;
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/softphone/settings',
      headers: { authorization: `Bearer ${await tokenOf(ctx, DEMO.operator)}`, host: 'crm.example:8443' },
    });
    expect(res.json().ws_host).toBe('ws://crm.example:5066');
  });

  it('says why there are none: no extension, or no SIP server', async () => {
    await ctx.db.update(users).set({ extension_username: null }).where(eq(users.email, DEMO.operator));
    expect((await settingsOf(DEMO.operator)).json()).toEqual({ available: false, reason: 'noExtension' });
    ctx.config.sip.mode = 'off';
    expect((await settingsOf(DEMO.admin)).json()).toEqual({ available: false, reason: 'sipServerOff' });
  });

  it('needs a token and global.call', async () => {
    expect((await send(ctx, 'GET', '/api/softphone/settings', null)).statusCode).toBe(401);
    expect((await settingsOf(DEMO.guest)).statusCode).toBe(403);
    const noCall = await userWith(ctx, 'ROLE_SUPERVISOR', ['contact.show']);
    expect((await send(ctx, 'GET', '/api/softphone/settings', noCall.token)).statusCode).toBe(403);
  });
});

describe('ephemeral credentials', () => {
  it('are "<expiry>:<extension>" with base64 HMAC-SHA1 of it (auth_ephemeral username_format 1)', () => {
    const c = ephemeralCredentials('s3cret', '1003', 60, 1_700_000_000_000);
    expect(c).toEqual({
      authorizationUser: '1700000060:1003',
      password: createHmac('sha1', 's3cret').update('1700000060:1003').digest('base64'),
      expiresAt: 1_700_000_060,
    });
  });
});
