// Short-lived SIP credentials Kamailio's auth_ephemeral verifies with the shared secret alone
// (username_format 1: "<expiry unix seconds>:<extension>", password base64(HMAC-SHA1(secret, username))).
import { createHmac } from 'node:crypto';

export interface EphemeralCredentials {
  authorizationUser: string;
  password: string;
  /** Unix seconds after which Kamailio refuses them. */
  expiresAt: number;
}

export function ephemeralCredentials(
  secret: string,
  extension: string,
  ttlSeconds: number,
  nowMs = Date.now(),
): EphemeralCredentials {
  const expiresAt = Math.floor(nowMs / 1000) + ttlSeconds;
  const authorizationUser = `${expiresAt}:${extension}`;
  const password = createHmac('sha1', secret).update(authorizationUser).digest('base64');
  return { authorizationUser, password, expiresAt };
}
