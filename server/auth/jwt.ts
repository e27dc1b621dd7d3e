// Bearer tokens: HS256 JWTs signed with JWT_SECRET, subject = user id, claim `ver` = the user's token version
// (server/auth/sessions.ts: raising the version ends the sessions), expiring after TOKEN_TTL_SECONDS.
import { jwtVerify, SignJWT } from 'jose';

/** Whom a token speaks for: the user and their token version when it was signed. */
export interface TokenSubject {
  id: number;
  token_version: number;
}

export class TokenService {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  /** A token for the user (a users row will do) at their current token version. */
  sign(user: TokenSubject): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ ver: user.token_version })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(user.id))
      .setIssuedAt(now)
      .setExpirationTime(now + this.ttlSeconds)
      .sign(this.key);
  }

  /** The subject of a valid token, or null (bad signature, other algorithm, expired, malformed, no `ver`). */
  async verify(token: string): Promise<TokenSubject | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        requiredClaims: ['exp', 'sub', 'ver'],
      });
      const id = Number(payload.sub);
      const version = payload.ver;
      const valid =
        Number.isSafeInteger(id) && id > 0 && Number.isSafeInteger(version) && (version as number) >= 0;
      return valid ? { id, token_version: version as number } : null;
    } catch {
      return null;
    }
  }
}
