// The test carrier's self-test (e2e/support/carrier): SIPp customers call SIPp carriers directly, and a
// baresip customer calls a SIPp echo carrier, on loopback with no app in between. It proves the pieces
// other journeys stand on: answered calls carry audio both ways (a tone goes out and comes back), refusals
// and digest challenges reach the caller as SIP says, the registrar tells right from wrong passwords.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { launchChromium } from './support/browser';
import { makeToneWav, toneSeconds } from './support/carrier/audio';
import {
  fakeMicrophoneArgs,
  heardByBrowser,
  inboundAudio,
  watchPeerConnections,
} from './support/carrier/browser-audio';
import { startBaresipCustomer } from './support/carrier/baresip';
import { startCarrier, type Carrier } from './support/carrier/carrier';
import { callFromCustomer } from './support/carrier/customer';
import { digestMatches } from './support/carrier/digest';
import { registerOnce } from './support/carrier/registrant';

const started: { stop(): Promise<void> }[] = [];
async function carrier(options: Parameters<typeof startCarrier>[0]): Promise<Carrier> {
  const c = await startCarrier(options);
  started.push(c);
  return c;
}

afterEach(async () => {
  await Promise.all(started.splice(0).map((p) => p.stop()));
});

const did = (c: Carrier) => `sip:74951234567@127.0.0.1:${c.port}`;

describe('SIPp customer to SIPp carrier', () => {
  it('an answering carrier echoes the customer tone back', async () => {
    const c = await carrier({ behaviour: 'answer', ringMs: 300 });
    const call = await callFromCustomer({ to: did(c), from: '79161234567', holdMs: 1500, playTone: 440 });
    expect(call.errors).toBe('');
    expect(call.answered).toBe(true);
    expect(call.statuses).toEqual(expect.arrayContaining([180, 200]));
    expect(call.hungUpBy).toBe('customer');
    expect(call.setupMs).toBeGreaterThanOrEqual(300);
    expect(call.packetsReceived).toBeGreaterThan(40);
    expect(call.heardTone(440)).toBe(true);
    expect(call.heardTone(1000)).toBe(false);
    const stats = c.stats();
    expect(stats.invites).toHaveLength(1);
    expect(stats.invites[0].fromUser).toBe('79161234567');
    expect(stats.invites[0].toUser).toBe('74951234567');
    expect(stats.replies).toEqual([100, 180, 200, 200]);
    expect(stats.requests.BYE).toBe(1);
  });

  it('a busy carrier answers 486 and the call never connects', async () => {
    const c = await carrier({ behaviour: 'busy', ringMs: 100 });
    const call = await callFromCustomer({ to: did(c), from: '79161234567', holdMs: 1000 });
    expect(call.errors).toBe('');
    expect(call.answered).toBe(false);
    expect(call.finalStatus).toBe(486);
    expect(call.packetsReceived).toBe(0);
    expect(c.stats().replies).toEqual([180, 486]);
    expect(c.stats().requests.ACK).toBe(1);
  });

  it.each([403, 503] as const)('a rejecting carrier answers %i', async (code) => {
    const c = await carrier({ behaviour: 'reject', rejectCode: code, ringMs: 0 });
    const call = await callFromCustomer({ to: did(c), from: '79161234567', holdMs: 1000 });
    expect(call.finalStatus).toBe(code);
    expect(c.stats().replies.at(-1)).toBe(code);
  });

  it('a carrier that rings out answers the caller CANCEL with 487', async () => {
    const c = await carrier({ behaviour: 'ringout' });
    const call = await callFromCustomer({
      to: did(c),
      from: '79161234567',
      holdMs: 1000,
      answerTimeoutMs: 700,
    });
    expect(call.errors).toBe('');
    expect(call.answered).toBe(false);
    expect(call.statuses).toEqual(expect.arrayContaining([180, 200, 487]));
    expect(call.finalStatus).toBe(487);
    expect(c.stats().requests.CANCEL).toBe(1);
  });

  it.each([407, 401] as const)(
    'an auth carrier challenges with %i and answers the retry that carries the right digest',
    async (challenge) => {
      const credentials = { realm: 'sip.carrier.test', username: 'acme', password: 's3cret' };
      const c = await carrier({ behaviour: 'auth', challenge, ...credentials });
      const call = await callFromCustomer({
        to: did(c),
        from: '79161234567',
        holdMs: 800,
        username: 'acme',
        password: 's3cret',
      });
      expect(call.errors).toBe('');
      expect(call.statuses).toContain(challenge);
      expect(call.answered).toBe(true);
      expect(call.packetsReceived).toBeGreaterThan(10);
      const invites = c.stats().invites;
      expect(invites).toHaveLength(2);
      expect(invites[0].authorization).toBeNull();
      expect(invites[1].authorization).toMatch(/^Digest .*username="acme".*realm="sip.carrier.test"/);
      expect(digestMatches(invites[1].authorization, 'INVITE', 's3cret')).toBe(true);
      expect(digestMatches(invites[1].authorization, 'INVITE', 'other')).toBe(false);
    },
  );

  it('an auth carrier refuses a retry with the wrong password', async () => {
    const c = await carrier({ behaviour: 'auth', challenge: 401, username: 'acme', password: 's3cret' });
    const call = await callFromCustomer({
      to: did(c),
      from: '79161234567',
      holdMs: 800,
      username: 'acme',
      password: 'wrong',
    });
    expect(call.answered).toBe(false);
    expect(call.finalStatus).toBe(403);
    expect(c.stats().invites).toHaveLength(2);
  });
});

describe('the registrar carrier', () => {
  it('registers the right password and forbids a wrong one', async () => {
    const c = await carrier({ behaviour: 'registrar', username: 'acme', password: 's3cret' });
    const registrar = `127.0.0.1:${c.port}`;
    expect(await registerOnce({ registrar, username: 'acme', password: 's3cret' })).toBe(200);
    expect(await registerOnce({ registrar, username: 'acme', password: 'wrong' })).toBe(403);
    const { registers, replies } = c.stats();
    expect(registers.map((r) => r.authorization !== null)).toEqual([false, true, false, true]);
    expect(replies).toEqual([401, 200, 401, 403]);
    expect(c.errors()).toBe('');
  });
});

describe('the baresip customer', () => {
  it('calls an echoing carrier and hears its own 440 Hz come back, and no 1000 Hz', async () => {
    const c = await carrier({ behaviour: 'answer', ringMs: 100 });
    const customer = await startBaresipCustomer({ tone: 440 });
    started.push(customer);
    await customer.dial(`sip:74951234567@127.0.0.1:${c.port}`);
    await customer.waitForEvent('CALL_ESTABLISHED');
    await expect.poll(() => customer.heardSeconds(440), { timeout: 10_000 }).toBeGreaterThan(1.5);
    await customer.hangup();
    await customer.waitForEvent('CALL_CLOSED');
    expect(customer.heardTone(440)).toBe(true);
    expect(customer.heardTone(1000)).toBe(false);
    expect(customer.receivedSeconds()).toBeGreaterThan(1.5);
    expect(c.stats().invites[0].fromUser).toBe('79990000001');
    expect(c.stats().requests.BYE).toBe(1);
  });

  it('answers a call by itself: each side hears the other one tone', async () => {
    const customer = await startBaresipCustomer({ tone: 440, numbers: ['79990000001', '79161234567'] });
    started.push(customer);
    const call = await callFromCustomer({
      to: `sip:79161234567@127.0.0.1:${customer.sipPort}`,
      from: '74951234567',
      holdMs: 2000,
      playTone: 1000,
    });
    expect(call.errors).toBe('');
    expect(call.answered).toBe(true);
    expect(call.heardTone(440)).toBe(true);
    expect(call.heardTone(1000)).toBe(false);
    await customer.waitForEvent('CALL_CLOSED');
    expect(customer.heardTone(1000)).toBe(true);
    expect(customer.heardTone(440)).toBe(false);
  });
});

describe('the browser audio helpers', () => {
  it('feed Chromium a tone as its microphone and hear it on the receiving peer connection', async () => {
    const tone = makeToneWav(join(mkdtempSync(join(tmpdir(), 'crm-tone-')), 'tone.wav'), 440, 10);
    const server = createServer((_, res) =>
      res.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html><title>pc</title>'),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const browser = await launchChromium(fakeMicrophoneArgs(tone));
    started.push({
      stop: async () => {
        await browser.close();
        server.close();
      },
    });
    const context = await browser.newContext({ permissions: ['microphone'] });
    await watchPeerConnections(context);
    const page = await context.newPage();
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    // Two peer connections in one page, the microphone sent from one to the other over loopback.
    await page.evaluate(async () => {
      const [sender, receiver] = [new RTCPeerConnection(), new RTCPeerConnection()];
      sender.onicecandidate = (e) => e.candidate && void receiver.addIceCandidate(e.candidate);
      receiver.onicecandidate = (e) => e.candidate && void sender.addIceCandidate(e.candidate);
      const microphone = await navigator.mediaDevices.getUserMedia({ audio: true });
      sender.addTrack(microphone.getAudioTracks()[0], microphone);
      await sender.setLocalDescription(await sender.createOffer());
      await receiver.setRemoteDescription(sender.localDescription!);
      await receiver.setLocalDescription(await receiver.createAnswer());
      await sender.setRemoteDescription(receiver.localDescription!);
    });
    await expect.poll(async () => (await inboundAudio(page)).packets).toBeGreaterThan(50);
    const heard = await heardByBrowser(page, 1500);
    expect(toneSeconds(heard.samples, heard.rate, 440)).toBeGreaterThan(0.8);
    expect(toneSeconds(heard.samples, heard.rate, 1000)).toBe(0);
  });
});
