// Play tickets of recordings (server/recordings/ticket.ts): a ticket reads back while it is valid, and never
// after its expiry, under another secret, or altered; recording paths outside the folder name no file.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { recordingFile } from '../../server/recordings/files';
import { readTicket, TICKET_TTL_MS, writeTicket } from '../../server/recordings/ticket';

const SECRET = 'a-secret-of-enough-length-for-hmac';

describe('play tickets', () => {
  const now = Date.UTC(2026, 0, 10);
  const ticket = writeTicket({ userId: 7, path: '2026/01/10/a.opus' }, SECRET, now);

  it('reads back until it expires', () => {
    expect(readTicket(ticket, SECRET, now + 1000)).toEqual({
      userId: 7,
      path: '2026/01/10/a.opus',
      expires: now + TICKET_TTL_MS,
    });
    expect(readTicket(ticket, SECRET, now + TICKET_TTL_MS)).toBeNull();
  });

  it('is refused under another secret, altered, or malformed', () => {
    expect(readTicket(ticket, `${SECRET}x`, now)).toBeNull();
    const [payload, mac] = ticket.split('.');
    const other = Buffer.from(JSON.stringify([8, '2026/01/10/a.opus', now + TICKET_TTL_MS])).toString(
      'base64url',
    );
    expect(readTicket(`${other}.${mac}`, SECRET, now)).toBeNull();
    for (const bad of ['', payload, `${ticket}.x`, `${payload}.`, '..'])
      expect(readTicket(bad, SECRET, now), bad).toBeNull();
  });
});

describe('recording paths', () => {
  const root = path.resolve('/data/recordings');
  it('stay under the recordings folder', () => {
    expect(recordingFile(root, '2026/01/10/a.opus')).toBe(path.join(root, '2026/01/10/a.opus'));
    for (const bad of [
      '../x.opus',
      '2026/../../x',
      '/etc/passwd',
      '2026//a.opus',
      '.hidden.opus',
      'a\\b.opus',
      '',
    ])
      expect(recordingFile(root, bad), bad).toBeNull();
  });
});
