// Checks a SIP digest Authorization (RFC 2617 / 3261, MD5, with or without qop=auth) against a password,
// for what SIPp cannot verify itself: the Proxy-Authorization of an INVITE retry after a 407.
import { createHash } from 'node:crypto';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

export function digestParams(authorization: string): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [, key, quoted, bare] of authorization.matchAll(/(\w+)=(?:"([^"]*)"|([^\s,]+))/g))
    params[key.toLowerCase()] = quoted ?? bare;
  return params;
}

export function digestMatches(authorization: string | null, method: string, password: string): boolean {
  if (!authorization || !/^Digest /i.test(authorization)) return false;
  const p = digestParams(authorization);
  const ha1 = md5(`${p.username}:${p.realm}:${password}`);
  const ha2 = md5(`${method}:${p.uri}`);
  const expected = p.qop
    ? md5(`${ha1}:${p.nonce}:${p.nc}:${p.cnonce}:${p.qop}:${ha2}`)
    : md5(`${ha1}:${p.nonce}:${ha2}`);
  return expected === p.response?.toLowerCase();
}
