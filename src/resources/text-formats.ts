// Shapes a one-line text field may be declared to have (`format` of a `string` field). Pure functions shared
// by the client's form rules and the server's request schema (server/http/formats.ts), so both ends refuse
// the same values with the same message of the validation dictionary. The empty text passes every format:
// whether a field may be empty is `required`'s business.
import type { ValidationRule } from '../i18n/validation';

const OCTET = '(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4 = new RegExp(`^${OCTET}(\\.${OCTET}){3}$`);
const HEX_GROUP = /^[0-9a-f]{1,4}$/i;
const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/i;

export const isIpv4 = (value: string) => IPV4.test(value);

/** Eight hex groups, `::` standing for one run of zero groups, the last two groups possibly an IPv4 address. */
export function isIpv6(value: string): boolean {
  let text = value;
  const v4 = /^(.*:)([^:]*\.[^:]*)$/.exec(text);
  if (v4) {
    if (!isIpv4(v4[2])) return false;
    text = `${v4[1]}0:0`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return false;
  const groups = (half: string) => (half === '' ? [] : half.split(':'));
  const all = halves.flatMap(groups);
  if (!all.every((g) => HEX_GROUP.test(g))) return false;
  return halves.length === 2 ? all.length < 8 : all.length === 8;
}

/** A DNS name of letters, digits and hyphens (a trailing dot allowed). A name whose last label is all digits
 * is a mistyped address (300.1.1.1), not a name. */
export function isHostName(value: string): boolean {
  const labels = (value.endsWith('.') ? value.slice(0, -1) : value).split('.');
  return value.length <= 254 && labels.every((l) => LABEL.test(l)) && !/^\d+$/.test(labels.at(-1)!);
}

/** Where SIP can be sent: an IPv4 or IPv6 address or a host name; no scheme, path or port (the trunk has a
 * port field of its own). */
export const isHost = (value: string) => isIpv4(value) || isIpv6(value) || isHostName(value);

/** An IANA time zone name this runtime knows (Europe/Moscow, UTC). */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z0-9_+\-/]{1,64}$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export interface TextFormat {
  test: (value: string) => boolean;
  /** The validation dictionary's rule whose message a failing value gets. */
  rule: ValidationRule;
}

export const TEXT_FORMATS = {
  /** A SIP host: an IP address or a host name. */
  host: { test: isHost, rule: 'ip_or_fqdn' },
  /** Digits only (a caller ID as the carrier sends it). */
  digits: { test: (value: string) => /^\d+$/.test(value), rule: 'numeric' },
  /** An IANA time zone; the form offers them as a searchable list. */
  timeZone: { test: isTimeZone, rule: 'included' },
} as const satisfies Record<string, TextFormat>;

export type TextFormatName = keyof typeof TEXT_FORMATS;

/** Whether `value` has the format (the empty text always has). */
export const hasFormat = (format: TextFormatName, value: string) =>
  value === '' || TEXT_FORMATS[format].test(value);
