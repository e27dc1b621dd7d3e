// One real server for the whole e2e run, with known demo passwords. The SPA must be built
// (`npm test` builds before it runs the suites). The mailer is on and sends to a local SMTP server that
// writes what it receives into E2E_MAIL_DIR (support/mail-sink.ts), for the e-mail journey. The project's
// Kamailio runs on free loopback ports (support/sip-server.ts) for the softphone journeys, after rtpengine
// (support/telephony.ts); the app runs call-control in-process against both, as `npm start` does.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startApp } from './support/app-server';
import { startMailSink } from './support/mail-sink';
import { startSipServer } from './support/sip-server';
import { startMediaServer } from './support/telephony';

export const E2E_DEMO_PASSWORD = 'e2e-Demo-pass-1';

export default async function setup(project: TestProject) {
  if (!existsSync('dist/index.html')) throw new Error('dist/ is missing: run `npm run build` first.');
  const mail = await startMailSink();
  const mediaDir = mkdtempSync(join(tmpdir(), 'crm-e2e-media-'));
  const media = await startMediaServer(mediaDir);
  const sip = await startSipServer();
  let app;
  try {
    app = await startApp({
      ...sip.appEnv,
      ...media.appEnv,
      DEMO_PASSWORD: E2E_DEMO_PASSWORD,
      DEFAULT_LOCALE: 'en',
      MAILER_ENABLED: 'true',
      SMTP_URL: mail.url,
    });
  } catch (err) {
    await mail.stop();
    await sip.stop();
    await media.rtpengine.stop();
    throw err;
  }
  project.provide('e2eBaseURL', app.baseURL);
  project.provide('e2eDatabase', 'pglite');
  process.env.E2E_DEMO_PASSWORD = E2E_DEMO_PASSWORD;
  process.env.E2E_MAIL_DIR = mail.dir;
  process.env.E2E_SIP = JSON.stringify(sip.env);
  process.env.E2E_MEDIA = JSON.stringify({ ngPort: media.ngPort });
  const running = app;
  return async () => {
    await running.stop();
    await mail.stop();
    await sip.stop();
    await media.rtpengine.stop();
    rmSync(mediaDir, { recursive: true, force: true });
  };
}
