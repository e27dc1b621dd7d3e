// The test carrier's public face for journeys: carriers (SIPp UAS), customers (SIPp UAC with a Node RTP
// endpoint, baresip), and the audio checks on both ends. docs/telephony.md "Test carrier" explains each.
export { startCarrier, type Carrier, type CarrierBehaviour, type CarrierStats } from './carrier';
export { callFromCustomer, startCustomerCall, type CustomerCallResult } from './customer';
export { startBaresipCustomer, type BaresipCustomer } from './baresip';
export { registerOnce } from './registrant';
export { digestMatches } from './digest';
export { audibleSeconds, hasTone, makeToneWav, readWav, toneSeconds } from './audio';
export { fakeMicrophoneArgs, heardByBrowser, inboundAudio, watchPeerConnections } from './browser-audio';
