// An operator's desk phone (plain RTP/AVP, no ICE or DTLS) on call-control's operator leg: rtpengine,
// driven with the outbound flow's dictionaries (call-control/ng-profiles.ts), answers each side in the
// profile that side offered, so a desk phone gets a plain answer and a browser a WebRTC one, and audio
// flows both ways between the desk phone and a carrier. Real rtpengine, in the loopback namespace.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMON, TO_CARRIER } from '../../server/telephony/call-control/ng-profiles';
import { createNgClient, type NgClient } from '../../server/telephony/media/ng-client';
import { startRtpengine, type RunningRtpengine } from '../../server/telephony/media/rtpengine';
import { freePort } from '../setup/postgres-server';
import { mediaPort, rtpParty } from './helpers/rtp-party';

const BROWSER_OFFER = [
  'v=0',
  'o=- 4611731400430051336 2 IN IP4 127.0.0.1',
  's=-',
  't=0 0',
  'a=group:BUNDLE 0',
  'm=audio 40400 UDP/TLS/RTP/SAVPF 111 0',
  'c=IN IP4 127.0.0.1',
  'a=rtcp:9 IN IP4 0.0.0.0',
  'a=candidate:1 1 udp 2122260223 127.0.0.1 40400 typ host',
  'a=ice-ufrag:dEsK',
  'a=ice-pwd:0123456789abcdefghijklmn',
  `a=fingerprint:sha-256 ${Array.from({ length: 32 }, (_, i) => (i + 16).toString(16).toUpperCase()).join(':')}`,
  'a=setup:actpass',
  'a=mid:0',
  'a=sendrecv',
  'a=rtcp-mux',
  'a=rtpmap:111 opus/48000/2',
  'a=rtpmap:0 PCMU/8000',
  '',
].join('\r\n');

describe('the operator leg of a desk phone', () => {
  let rtpengine: RunningRtpengine;
  let ng: NgClient;
  let spoolDir: string;

  beforeAll(async () => {
    spoolDir = mkdtempSync(join(tmpdir(), 'crm-desk-phone-'));
    const ngPort = await freePort();
    const portMin = 20000 + Math.floor(Math.random() * 400) * 100;
    rtpengine = await startRtpengine({
      ...{ ngHost: '127.0.0.1', ngPort, interface: '127.0.0.1', portMin, portMax: portMin + 99 },
      spoolDir,
    });
    ng = createNgClient({ host: '127.0.0.1', port: ngPort });
  });

  afterAll(async () => {
    ng?.close();
    await rtpengine?.stop();
    rmSync(spoolDir, { recursive: true, force: true });
  });

  /** The outbound flow's two ng steps: the operator's offer toward the carrier, the carrier's answer back. */
  async function bridge(
    callId: string,
    operatorOffer: string,
    carrierAnswer: (carrierOffer: string) => string,
  ) {
    const offer = await ng.send('offer', {
      ...TO_CARRIER,
      'call-id': callId,
      'from-tag': 'op',
      sdp: operatorOffer,
    });
    const carrierOffer = String(offer.sdp);
    const answer = await ng.send('answer', {
      ...COMMON,
      ...{ 'call-id': callId, 'from-tag': 'op', 'to-tag': 'cust', sdp: carrierAnswer(carrierOffer) },
    });
    return { carrierOffer, operatorAnswer: String(answer.sdp) };
  }

  it('answers a plain RTP/AVP offer plain, and audio flows both ways with the carrier', async () => {
    const [desk, carrier] = [await rtpParty(), await rtpParty()];
    try {
      const { carrierOffer, operatorAnswer } = await bridge('desk-call', desk.sdp(), () => carrier.sdp());
      expect(carrierOffer).toMatch(/m=audio \d+ RTP\/AVP 0/);
      expect(operatorAnswer).toMatch(/m=audio \d+ RTP\/AVP 0/);
      expect(operatorAnswer).not.toMatch(/a=fingerprint|a=ice-ufrag|a=crypto|SAVP/);
      await Promise.all([
        desk.sendTone(mediaPort(operatorAnswer), 440, 0.6),
        carrier.sendTone(mediaPort(carrierOffer), 1000, 0.6),
      ]);
      await expect.poll(() => carrier.received()).toBeGreaterThan(20);
      await expect.poll(() => desk.received()).toBeGreaterThan(20);
    } finally {
      await ng.send('delete', { 'call-id': 'desk-call' }).catch(() => undefined);
      desk.close();
      carrier.close();
    }
  });

  it('still answers a browser WebRTC offer with WebRTC', async () => {
    const carrier = await rtpParty();
    try {
      const { carrierOffer, operatorAnswer } = await bridge('browser-call', BROWSER_OFFER, () =>
        carrier.sdp(),
      );
      expect(carrierOffer).toMatch(/m=audio \d+ RTP\/AVP /);
      expect(operatorAnswer).toMatch(/m=audio \d+ UDP\/TLS\/RTP\/SAVPF /);
      expect(operatorAnswer).toMatch(/a=fingerprint:/);
    } finally {
      await ng.send('delete', { 'call-id': 'browser-call' }).catch(() => undefined);
      carrier.close();
    }
  });
});
