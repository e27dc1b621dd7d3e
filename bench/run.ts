// `npm run bench`: prints the figures the issues set goals for. Needs a built SPA (`npm run build`); the
// page weights (the login page, an operator's first dashboard) need Chromium and seed the demo (a minute); the
// contact-list figure needs PostgreSQL's server binaries, the softphone figure Kamailio and Chromium (each
// skipped with a note without them); the telephony figures (outbound setup through a trunk, inbound
// ringing, 100 recorded calls for 60 s: about 4 minutes) need Kamailio, rtpengine, SIPp, opusenc and
// Chromium. Run through scripts/loopback-only.mjs so media stays on loopback. The contact import figures
// (about 5 minutes: a million-row CSV and XLSX into a million-contact project, PostgreSQL and PGlite) run
// unless BENCH_IMPORT=off; the contact export figures (about 3 minutes: a million contacts as CSV and XLSX
// through the real server) unless BENCH_EXPORT=off.
import { existsSync } from 'node:fs';
import { benchContactImport, printContactImport } from './contact-import';
import { benchContactList, printContactList } from './contact-list';
import { benchExport, printExport } from './export';
import { benchPageWeights, printPageWeights } from './page-weight';
import { benchCallSetup, printCallSetup } from './softphone-call';
import { benchRecordingConversion, printRecordingConversion } from './recording-conversion';
import { kamailioInstalled } from '../server/telephony/sip/kamailio';
import { benchOutboundSetup, printOutboundSetup } from './outbound-setup';
import { benchInboundRinging, printInboundRinging } from './inbound-ringing';
import { benchTelephonyLoad, printTelephonyLoad } from './telephony-load';
import { missingTelephony } from './telephony/stack';

async function main() {
  if (!existsSync('dist/index.html')) throw new Error('dist/ is missing: run `npm run build` first.');
  // Every figure is printed; a missed goal makes the run fail at the end.
  const missed: string[] = printPageWeights(await benchPageWeights());
  if (!printContactList(await benchContactList())) missed.push('contact list');
  if (process.env.BENCH_IMPORT !== 'off' && !printContactImport(await benchContactImport()))
    missed.push('contact import');
  if (process.env.BENCH_EXPORT !== 'off' && !printExport(await benchExport())) missed.push('contact export');
  if (!printRecordingConversion(await benchRecordingConversion())) missed.push('recording conversion');
  if (kamailioInstalled()) {
    if (!printCallSetup(await benchCallSetup())) missed.push('softphone call setup');
  } else
    console.log('\nSoftphone call setup: skipped, Kamailio is not installed (see README, "SIP server").');
  await telephonyFigures(missed);
  if (missed.length) {
    console.error(`\nGoals missed: ${missed.join(', ')}`);
    process.exitCode = 1;
  }
}

/** The issue 12 figures: calls through call-control, rtpengine and a trunk (each skipped with a note). */
async function telephonyFigures(missed: string[]) {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const noBrowser = missingTelephony({ chromium });
  if (noBrowser) console.log(`\nOutbound call setup through a trunk: skipped, ${noBrowser}.`);
  else if (!printOutboundSetup(await benchOutboundSetup())) missed.push('outbound call setup');
  const noParts = missingTelephony();
  if (noParts) console.log(`\nInbound ringing: skipped, ${noParts}.`);
  else if (!printInboundRinging(await benchInboundRinging())) missed.push('inbound ringing');
  const noLoad = missingTelephony({ 'opus-tools (opusenc)': '/usr/bin/opusenc' });
  if (noLoad) console.log(`\n100 simultaneous calls: skipped, ${noLoad}.`);
  else if (!printTelephonyLoad(await benchTelephonyLoad())) missed.push('100 simultaneous calls');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
