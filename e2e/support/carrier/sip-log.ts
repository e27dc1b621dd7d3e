// Reads SIPp's -trace_msg file: every SIP message SIPp sent or received, with its time. The runners'
// stats (how many INVITEs arrived, from whom, with which Authorization; which replies went out) come from
// here rather than from SIPp's counters, which count calls, not messages.
import { existsSync, readFileSync } from 'node:fs';

export interface SipMessage {
  direction: 'sent' | 'received';
  at: Date;
  /** The request method, or null for a response. */
  method: string | null;
  /** The response code, or null for a request. */
  status: number | null;
  requestUri: string | null;
  /** Header values by lower-case name, in order of appearance. */
  headers: Map<string, string[]>;
  body: string;
}

const SEPARATOR = /^-{20,} (\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d\.\d+)\s*$/m;

function parseOne(date: string, time: string, text: string): SipMessage | null {
  const [intro, ...rest] = text.replace(/\r/g, '').split('\n\n');
  const direction = /message sent/.test(intro) ? 'sent' : /message received/.test(intro) ? 'received' : null;
  if (!direction || rest.length === 0) return null;
  const [head, ...bodyParts] = rest.join('\n\n').replace(/^\n+/, '').split('\n\n');
  const [firstLine, ...headerLines] = head.split('\n');
  const headers = new Map<string, string[]>();
  for (const line of headerLines) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    headers.set(name, [...(headers.get(name) ?? []), line.slice(colon + 1).trim()]);
  }
  const response = /^SIP\/2\.0 (\d{3})/.exec(firstLine);
  const request = /^([A-Z]+) (\S+) SIP\/2\.0/.exec(firstLine);
  return {
    direction,
    at: new Date(`${date}T${time.slice(0, 12)}`),
    method: request?.[1] ?? null,
    status: response ? Number(response[1]) : null,
    requestUri: request?.[2] ?? null,
    headers,
    body: bodyParts.join('\n\n').trim(),
  };
}

/** Every message in the file so far (SIPp writes each one as it goes). */
export function readSipLog(file: string): SipMessage[] {
  if (!existsSync(file)) return [];
  const parts = readFileSync(file, 'utf8').split(SEPARATOR);
  const messages: SipMessage[] = [];
  for (let i = 1; i + 2 < parts.length + 1; i += 3) {
    const message = parseOne(parts[i], parts[i + 1], parts[i + 2] ?? '');
    if (message) messages.push(message);
  }
  return messages;
}

export const header = (message: SipMessage, name: string): string | undefined =>
  message.headers.get(name.toLowerCase())?.[0];

/** The user part of a From/To/Contact value: `"Name" <sip:74951112233@host>;tag=x` -> `74951112233`. */
export const userOf = (value: string | undefined): string | null =>
  value ? (/sips?:([^@;>]+)@/.exec(value)?.[1] ?? null) : null;
