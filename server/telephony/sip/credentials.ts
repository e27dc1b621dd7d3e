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

/**
 * What the call-control node puts in X-CC-Token on the requests it starts: Kamailio relays them anywhere
 * (carriers) without asking who they are from. Derived from the secret, so both sides know it unshared.
 */
export const callControlToken = (secret: string): string =>
  createHmac('sha256', secret).update('call-control').digest('hex').slice(0, 32);
