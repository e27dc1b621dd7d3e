// Small media helpers of the inbound flow: the SDP of the placeholder party a queued customer is answered
// against before any operator takes the call (rtpengine plays the queue music to the customer; what it
// would send the placeholder goes to the discard port), and whole seconds between two times.

export const holdSdp = () =>
  [
    'v=0',
    'o=- 1 1 IN IP4 127.0.0.1',
    's=-',
    'c=IN IP4 127.0.0.1',
    't=0 0',
    'm=audio 9 RTP/AVP 0 8',
    'a=rtpmap:0 PCMU/8000',
    'a=rtpmap:8 PCMA/8000',
    'a=sendrecv',
    '',
  ].join('\r\n');

export const seconds = (from: Date, to: Date) =>
  Math.max(0, Math.round((to.getTime() - from.getTime()) / 1000));
