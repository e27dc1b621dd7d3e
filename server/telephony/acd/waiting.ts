// A queued caller as the engine keeps it, and the engine's decisions about one caller that need no state
// beyond it: the next offer (strategies.ts, with a pause before a new round rings again whoever did not
// answer), how long one offer rings and how long the caller has waited.
import type { CALL_STATUS } from '../../from-client';
import type { QueuedCaller } from './port';
import type { QueueMemory } from './queue-memory';
import { nextOffer, type QueueStrategy } from './strategies';

export interface QueueSettings {
  strategy: QueueStrategy;
  operatorTimeoutSec: number;
  queueTimeoutSec: number;
  /** The file looped to waiting callers; null: silence. */
  music: string | null;
}

export interface QueueOutcome {
  status: typeof CALL_STATUS.inboundAnswered | typeof CALL_STATUS.abandoned | typeof CALL_STATUS.queueTimeout;
  /** The extension that answered. */
  operator: string | null;
  waitSec: number;
}

export interface Waiting {
  caller: QueuedCaller;
  settings: QueueSettings;
  tried: Set<string>;
  ringing: string[] | null;
  retryAt: number;
  done: boolean;
  timer?: ReturnType<typeof setTimeout>;
  settle(outcome: QueueOutcome): void;
}

export interface Queue {
  campaignId: number;
  callers: Waiting[];
  memory: QueueMemory;
  pumping: boolean;
  again: boolean;
  poll?: ReturnType<typeof setTimeout>;
}

/** When an operator's ring is given up for lack of an operator timeout and queue timeout. */
const UNBOUNDED_RING_MS = 60_000;

/** The next offer; 'later' while the caller pauses before a new round (everyone free was rung already). */
export function planFor(
  w: Waiting,
  queue: { members: string[]; free: Set<string>; memory: QueueMemory },
  now: number,
): string[] | 'later' {
  const input = { strategy: w.settings.strategy, ...queue };
  const plan = nextOffer({ ...input, tried: w.tried });
  if (plan.length > 0 && plan.some((e) => !w.tried.has(e))) return plan;
  const again = nextOffer({ ...input, tried: new Set() });
  if (again.length === 0) return again;
  if (now < w.retryAt) return 'later';
  w.tried.clear();
  return again;
}

/** One offer rings for the operator timeout; without one, for what is left of the queue timeout. */
export function ringMs(w: Waiting, now: Date): number {
  if (w.settings.operatorTimeoutSec > 0) return w.settings.operatorTimeoutSec * 1000;
  if (w.settings.queueTimeoutSec <= 0) return UNBOUNDED_RING_MS;
  const waited = now.getTime() - w.caller.enqueuedAt.getTime();
  return Math.max(1, w.settings.queueTimeoutSec * 1000 - waited);
}

export const waitSec = (caller: QueuedCaller, now: Date): number =>
  Math.max(0, Math.round((now.getTime() - caller.enqueuedAt.getTime()) / 1000));
