// A local SMTP server for the e2e run (no auth, no TLS) that writes each message it receives, raw, as an .eml
// file into a temp folder. It runs in Vitest's main process (global-setup.ts) while the journeys run in
// workers, so they read the folder (E2E_MAIL_DIR), not this server's memory.
import { mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface MailSink {
  url: string;
  dir: string;
  stop: () => Promise<void>;
}

export async function startMailSink(): Promise<MailSink> {
  const dir = mkdtempSync(join(tmpdir(), 'crm-e2e-mail-'));
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('error', done);
      stream.on('end', () => {
        const rcpt = session.envelope.rcptTo.map((r) => r.address).join(',');
        const name = `${Date.now()}-${++count}`;
        // The envelope's recipients beside the message, then the message under a temporary name renamed
        // once whole: a reader never sees half an .eml, nor an .eml without its recipients.
        writeFileSync(join(dir, `${name}.rcpt`), rcpt);
        writeFileSync(join(dir, `${name}.part`), Buffer.concat(chunks));
        renameSync(join(dir, `${name}.part`), join(dir, `${name}.eml`));
        done();
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    dir,
    stop: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface ReceivedMail {
  file: string;
  rcpt: string[];
  parsed: ParsedMail;
}

export const mailDir = () => {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: e2e/global-setup.ts did not run');
  return dir;
};

/** Every message received so far, parsed, oldest first (for the journeys, in a worker). */
export async function receivedMails(dir = mailDir()): Promise<ReceivedMail[]> {
  const names = readdirSync(dir)
    .filter((n) => n.endsWith('.eml'))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  return Promise.all(
    names.map(async (n) => ({
      file: join(dir, n),
      rcpt: readFileSync(join(dir, n.replace(/\.eml$/, '.rcpt')), 'utf8')
        .split(',')
        .filter(Boolean),
      parsed: await simpleParser(readFileSync(join(dir, n))),
    })),
  );
}
