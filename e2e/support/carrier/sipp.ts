// Runs SIPp (Debian's sip-tester) on one of the XML scenarios beside this file: fills the scenario's
// {{placeholders}}, gives it its own temp dir for the message and error logs, and tracks the process.
// SIPp's own -timeout is a second watchdog: it quits by itself even if this worker dies.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readSipLog, type SipMessage } from './sip-log';
import { spawnTracked, type Tracked } from './processes';

export const SIPP = process.env.SIPP_PATH ?? '/usr/bin/sipp';

export interface SippRun {
  dir: string;
  process: Tracked;
  /** Every SIP message this SIPp sent or received so far. */
  messages(): SipMessage[];
  /** What SIPp reported as wrong (unexpected messages, scenario parse errors), or ''. */
  errors(): string;
}

const SCRIPTED = [
  /receive timeout on message .*, jumping to label/,
  // verifyauth on a request without credentials (the first REGISTER, before the challenge).
  /verifyAuthHeader: authentication must be digest is\s*$/,
];

/** SIPp's error log without its heading and the receive timeouts the scenarios wait on by design. */
function unscriptedEvents(file: string): string {
  let text = '';
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return '';
  }
  return text
    .replace(/The following events occurred:/g, '\n')
    .split(/(?=\d{4}-\d\d-\d\d\t\d)/)
    .map((event) => event.trim())
    .filter((event) => event && !SCRIPTED.some((re) => re.test(event)))
    .join('\n');
}

export function fillScenario(name: string, values: Record<string, string | number>): string {
  const template = readFileSync(new URL(`./scenarios/${name}.xml`, import.meta.url), 'utf8');
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => {
    if (!(key in values)) throw new Error(`scenario ${name}: no value for {{${key}}}`);
    return String(values[key]);
  });
}

export function runSipp(options: {
  scenario: string;
  values: Record<string, string | number>;
  /** SIPp's own arguments besides the scenario, addresses and logs (e.g. -rtp_echo, -m 1, the target). */
  args: string[];
  port: number;
  transport?: 'udp' | 'tcp';
  maxLifeMs?: number;
}): SippRun {
  const dir = mkdtempSync(join(tmpdir(), `crm-sipp-${options.scenario}-`));
  const scenarioFile = join(dir, 'scenario.xml');
  writeFileSync(scenarioFile, fillScenario(options.scenario, options.values));
  const maxLifeMs = options.maxLifeMs ?? 10 * 60_000;
  const messagesFile = join(dir, 'messages.log');
  const errorsFile = join(dir, 'errors.log');
  const args = [
    '-sf',
    scenarioFile,
    '-i',
    '127.0.0.1',
    '-p',
    String(options.port),
    '-t',
    options.transport === 'tcp' ? 't1' : 'u1',
    '-trace_msg',
    '-message_file',
    messagesFile,
    '-trace_err',
    '-error_file',
    errorsFile,
    '-trace_logs',
    '-log_file',
    join(dir, 'actions.log'),
    '-nostdin',
    '-timeout',
    `${Math.ceil(maxLifeMs / 1000)}s`,
    ...options.args,
  ];
  const process = spawnTracked(SIPP, args, { cwd: dir, maxLifeMs: maxLifeMs + 5000 });
  return {
    dir,
    process,
    messages: () => readSipLog(messagesFile),
    errors: () => unscriptedEvents(errorsFile),
  };
}
