// Ends calls whose media is gone, so no call hangs: rtpengine not answering ng pings (or its process
// exiting, reported by the supervisor) ends every live interaction as mediaLost (101); a customer who
// sent no RTP for MEDIA_TIMEOUT seconds in an answered call is carrierLost (102), an operator whose browser
// went silent as long (closed, crashed, network gone: no BYE comes) is operatorLost (104).
import { CALL_STATUS } from '../../from-client';
import type { NgClient } from '../media/ng-client';
import type { Interactions } from './interactions';

interface Stream {
  'last packet'?: number;
}
interface QueryReply {
  tags?: Record<string, { medias?: { streams?: Stream[] }[] }>;
}

/** Unix seconds of the newest packet rtpengine got from `tag`, or 0. */
export function lastPacketFrom(reply: QueryReply, tag: string): number {
  const streams = reply.tags?.[tag]?.medias?.flatMap((m) => m.streams ?? []) ?? [];
  return Math.max(0, ...streams.map((s) => Number(s['last packet'] ?? 0)));
}

export function endAllMediaLost(interactions: Interactions, cause: string) {
  return Promise.all(interactions.all().map((i) => i.end(CALL_STATUS.mediaLost, null, cause)));
}

export function startMediaWatchdog(
  ng: NgClient,
  interactions: Interactions,
  mediaTimeoutSec: number,
  everyMs = 2000,
) {
  let failedPings = 0;
  const tick = async () => {
    if (interactions.all().length === 0) return;
    if (!(await ng.ping())) {
      if (++failedPings >= 2) await endAllMediaLost(interactions, 'media server not answering');
      return;
    }
    failedPings = 0;
    const now = Date.now() / 1000;
    for (const i of interactions.all()) {
      if (!i.answeredAt || now - i.answeredAt.getTime() / 1000 < mediaTimeoutSec) continue;
      const reply = (await ng.send('query', { 'call-id': i.id }).catch(() => null)) as QueryReply | null;
      if (!reply) continue;
      // The operator first: a customer who only echoes (or answers the operator) goes quiet with them.
      const silent = (tag: string) => now - lastPacketFrom(reply, tag) > mediaTimeoutSec;
      if (i.operatorTag && silent(i.operatorTag))
        await i.end(CALL_STATUS.operatorLost, null, `no audio from the operator for ${mediaTimeoutSec} s`);
      else if (silent(i.customerTag))
        await i.end(CALL_STATUS.carrierLost, null, `no audio from the customer for ${mediaTimeoutSec} s`);
    }
  };
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    void tick().finally(() => (running = false));
  }, everyMs);
  return { stop: () => clearInterval(timer) };
}
