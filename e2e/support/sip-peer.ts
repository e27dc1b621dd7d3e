// Opens a JsSIP phone (sip-peer/peer.ts, bundled with esbuild) in its own browser context, served from
// a loopback HTTP server of its own: a secure context for the microphone, and a local page that
// Chromium's local-network-access checks let open a WebSocket to the SIP server.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { build } from 'esbuild';
import type { Browser, Page } from 'playwright-core';
import type { PeerApi, PeerLog } from './sip-peer/peer';
import { peerCredentials } from './sip-server';

export type { PeerLog };

let bundle: Promise<string> | null = null;
const peerBundle = () =>
  (bundle ??= build({
    entryPoints: [new URL('./sip-peer/peer.ts', import.meta.url).pathname],
    bundle: true,
    format: 'iife',
    write: false,
    target: 'chrome120',
    logLevel: 'silent',
  }).then((result) => result.outputFiles[0].text));

let pageUrl: Promise<string> | null = null;
const peerPageUrl = () =>
  (pageUrl ??= peerBundle().then(
    (script) =>
      new Promise<string>((resolve) => {
        const html = `<!doctype html><meta charset="utf-8"><title>SIP peer</title><script>${script}</script>`;
        const server = createServer((_, res) =>
          res.writeHead(200, { 'Content-Type': 'text/html' }).end(html),
        );
        server.unref();
        server.listen(0, '127.0.0.1', () =>
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`),
        );
      }),
  ));

// Runs inside the page (page.evaluate serialises the callers, which may only use their arguments).
declare global {
  var peerOf: (w: Window) => PeerApi;
}

export interface SipPeer {
  page: Page;
  log: () => Promise<PeerLog>;
  call: (target: string) => Promise<void>;
  answer: () => Promise<void>;
  hangup: () => Promise<void>;
  inCall: () => Promise<boolean>;
  audioBytesReceived: () => Promise<number>;
  confirmTimes: () => Promise<number[]>;
  close: () => Promise<void>;
}

export async function openPeer(
  browser: Browser,
  user: string,
  options: { autoAnswer?: boolean } = {},
): Promise<SipPeer> {
  const context = await browser.newContext({ permissions: ['microphone'] });
  const page = await context.newPage();
  await page.goto(await peerPageUrl());
  await page.evaluate(() => {
    window.peerOf = (w) => (w as unknown as { peer: PeerApi }).peer;
  });
  await page.evaluate((o) => peerOf(window).start(o), {
    ...peerCredentials(user),
    autoAnswer: options.autoAnswer ?? false,
  });
  return {
    page,
    log: () => page.evaluate(() => JSON.parse(JSON.stringify(peerOf(window).log)) as PeerLog),
    call: (target) => page.evaluate((t) => peerOf(window).call(t), target),
    answer: () => page.evaluate(() => peerOf(window).answer()),
    hangup: () => page.evaluate(() => peerOf(window).hangup()),
    inCall: () => page.evaluate(() => peerOf(window).inCall()),
    audioBytesReceived: () => page.evaluate(() => peerOf(window).audioBytesReceived()),
    confirmTimes: () => page.evaluate(() => [...peerOf(window).confirmTimes]),
    close: async () => {
      await page.evaluate(() => peerOf(window).stop()).catch(() => undefined);
      await context.close();
    },
  };
}
