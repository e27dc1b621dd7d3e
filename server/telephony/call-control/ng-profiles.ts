// The ng flags of each leg kind (docs/telephony.md, "Manual outbound call"). Browsers speak
// DTLS-SRTP/ICE/Opus, carriers plain RTP/AVP G.711. Answers only ever get COMMON: a DTLS:off in an answer
// also refuses the browser's DTLS (prototype notes, pitfall 3). `port latching` keeps a party's port when
// the other side is swapped (pitfall 4).
import type { NgParams } from '../media/ng-client';

export const COMMON: NgParams = {
  replace: ['origin', 'session-connection'],
  // Without `inject DTMF` rtpengine passes G.711 through untouched and `play DTMF` sends nothing (dtmf.ts).
  flags: ['trust-address', 'port latching', 'inject DTMF'],
};

/** Toward a carrier: plain RTP with G.711 only, and DTMF events even when the operator's phone offers none. */
export const TO_CARRIER: NgParams = {
  ...COMMON,
  ICE: 'remove',
  DTLS: 'off',
  SDES: ['off'],
  'transport-protocol': 'RTP/AVP',
  'rtcp-mux': ['demux'],
  codec: { strip: ['all'], except: ['PCMU', 'PCMA', 'telephone-event'], transcode: ['telephone-event'] },
};

/** Toward a browser: WebRTC (ICE, DTLS-SRTP, rtcp-mux). */
export const TO_BROWSER: NgParams = {
  ...COMMON,
  ICE: 'force',
  SDES: ['off'],
  'transport-protocol': 'UDP/TLS/RTP/SAVPF',
  'rtcp-mux': ['require'],
  flags: ['trust-address', 'port latching', 'generate mid'],
};

/** rtpengine, when it offers to a browser, must be the DTLS client (pitfall 1). */
export const dtlsActive = (sdp: string) => sdp.replace(/a=setup:actpass/g, 'a=setup:active');

/**
 * Without the other party's SSRCs: a browser told them plays only those, and a hand-over (handover.ts) or
 * a later party brings other ones (Chromium then decodes them into no track at all: silence). Unsignalled,
 * whatever arrives plays.
 */
export const withoutSsrcs = (sdp: string) => sdp.replace(/^a=ssrc(-group)?:.*\r?\n/gm, '');
