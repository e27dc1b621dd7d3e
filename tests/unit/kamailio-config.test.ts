// The project's Kamailio config as written to its run folder (server/telephony/sip/kamailio.ts).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { writeKamailioConfig } from '../../server/telephony/sip/kamailio';

const dirs: string[] = [];
const runDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'kamailio-cfg-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const OPTIONS = {
  host: '127.0.0.1',
  wsPort: 15066,
  udpPort: 15060,
  domain: 'crm.test',
  secret: 'abc_DEF-123+/=',
};

describe('kamailio.cfg', () => {
  it('fills every placeholder: listeners, domain, module path and the auth_ephemeral secret', () => {
    const file = writeKamailioConfig({ ...OPTIONS, runDir: runDir() });
    const cfg = readFileSync(file, 'utf8');
    expect(cfg).not.toMatch(/%%[A-Z_]+%%/);
    expect(cfg).toContain('listen=udp:127.0.0.1:15060');
    expect(cfg).toContain('listen=tcp:127.0.0.1:15066');
    expect(cfg).toContain('alias="crm.test"');
    expect(cfg).toContain('modparam("auth_ephemeral", "secret", "abc_DEF-123+/=")');
    expect(cfg).toMatch(/mpath="\/usr\/lib\/[\w-]+\/kamailio\/modules\/"/);
    // The rules the softphone relies on: signed REGISTER for the To user, signed calls for the From user,
    // WebSocket contacts aliased, dialogs record-routed, lost WebSockets dropping their registration.
    for (const rule of [
      'autheph_check_to()',
      'autheph_check_from()',
      'add_contact_alias()',
      'record_route()',
    ]) {
      expect(cfg).toContain(rule);
    }
    expect(cfg).toContain('modparam("usrloc", "handle_lost_tcp", 1)');
  });

  it('refuses a secret or domain that could break out of the config', () => {
    expect(() => writeKamailioConfig({ ...OPTIONS, runDir: runDir(), secret: 'a"); exit; ("' })).toThrow(
      /secret/,
    );
    expect(() => writeKamailioConfig({ ...OPTIONS, runDir: runDir(), domain: 'crm test' })).toThrow(/domain/);
  });
});
