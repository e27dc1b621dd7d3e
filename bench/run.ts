// `npm run bench`: prints the figures the issues set goals for. Needs a built SPA (`npm run build`); the
// contact-list figure needs PostgreSQL's server binaries, the softphone figure Kamailio and Chromium (each
// skipped with a note without them). Run through scripts/loopback-only.mjs so media stays on loopback.
import { existsSync } from 'node:fs';
import { startApp } from '../e2e/support/app-server';
import { benchContactList, printContactList } from './contact-list';
import { measureLoginBundle } from './login-bundle';
import { benchCallSetup, printCallSetup } from './softphone-call';
import { benchRecordingConversion, printRecordingConversion } from './recording-conversion';
import { kamailioInstalled } from '../server/telephony/sip/kamailio';
import { rtpengineInstalled } from '../server/telephony/media/rtpengine';
import { benchTrunkCall, printTrunkCall } from './trunk-call';

const KB = 1024;
const LOGIN_GOAL_KB = 250;

async function main() {
  if (!existsSync('dist/index.html')) throw new Error('dist/ is missing: run `npm run build` first.');
  // Every figure is printed; a missed goal makes the run fail at the end.
  const missed: string[] = [];
  const app = await startApp({ SEED_DEMO: 'false' });
  try {
    const login = await measureLoginBundle(app.baseURL);
    console.log('\nJavaScript loaded by the login page (gzip):');
    for (const f of login.files.sort((a, b) => b.gzip - a.gzip)) {
      console.log(
        `  ${(f.gzip / KB).toFixed(1).padStart(8)} KB  (${(f.raw / KB).toFixed(1)} KB raw)  ${f.url}`,
      );
    }
    const total = login.totalGzip / KB;
    const verdict = total <= LOGIN_GOAL_KB ? 'within' : 'OVER';
    if (verdict === 'OVER') missed.push('login page JS');
    console.log(
      `login page JS: ${total.toFixed(1)} KB gzip in ${login.files.length} files (goal <= ${LOGIN_GOAL_KB} KB: ${verdict})`,
    );
  } finally {
    await app.stop();
  }
  if (!printContactList(await benchContactList())) missed.push('contact list');
  if (!printRecordingConversion(await benchRecordingConversion())) missed.push('recording conversion');
  if (kamailioInstalled()) {
    if (!printCallSetup(await benchCallSetup())) missed.push('softphone call setup');
  } else
    console.log('\nSoftphone call setup: skipped, Kamailio is not installed (see README, "SIP server").');
  if (kamailioInstalled() && rtpengineInstalled()) {
    if (!printTrunkCall(await benchTrunkCall())) missed.push('call through the trunk');
  } else console.log('\nCall through the trunk: skipped, Kamailio or rtpengine is not installed.');
  if (missed.length) {
    console.error(`\nGoals missed: ${missed.join(', ')}`);
    process.exitCode = 1;
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
