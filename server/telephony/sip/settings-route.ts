// GET /api/softphone/settings: the signed-in user's softphone connection settings (spec 001 section 3:
// uri, password, display name, WebSocket host). The password is an ephemeral credential, so nothing a
// browser keeps outlives SIP_CREDENTIALS_TTL; the client asks again before it expires.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../auth/guard';
import { users } from '../../db/schema';
import { browserWsUrl } from './config';
import { ephemeralCredentials } from './credentials';

/** Why a user gets no credentials: the client shows the matching text instead of registering. */
export type SoftphoneUnavailable = 'sipServerOff' | 'noExtension';

const RESPONSE = {
  200: {
    type: 'object',
    description: "The softphone's SIP settings, or why it is unavailable.",
    properties: {
      available: { type: 'boolean' },
      reason: { type: 'string' },
      uri: { type: 'string' },
      authorization_user: { type: 'string' },
      password: { type: 'string' },
      display_name: { type: 'string' },
      extension: { type: 'string' },
      ws_host: { type: 'string' },
      expires_at: { type: 'integer' },
    },
  },
};

export function softphoneSettingsRoutes(app: FastifyInstance) {
  app.get(
    '/softphone/settings',
    { config: { permission: 'global.call' }, schema: { response: RESPONSE } },
    async (request) => {
      const sip = app.appConfig.sip;
      if (sip.mode === 'off')
        return { available: false, reason: 'sipServerOff' satisfies SoftphoneUnavailable };
      const [user] = await app.db
        .select({ full_name: users.full_name, extension: users.extension_username })
        .from(users)
        .where(eq(users.id, currentUser(request).id));
      if (!user?.extension) return { available: false, reason: 'noExtension' satisfies SoftphoneUnavailable };
      const credentials = ephemeralCredentials(sip.secret, user.extension, sip.credentialsTtlSeconds);
      return {
        available: true,
        uri: `sip:${user.extension}@${sip.domain}`,
        authorization_user: credentials.authorizationUser,
        password: credentials.password,
        display_name: user.full_name,
        extension: user.extension,
        ws_host: browserWsUrl(sip, request.hostname),
        expires_at: credentials.expiresAt,
      };
    },
  );
}
