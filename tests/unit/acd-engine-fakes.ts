// A queued caller and queue deps without SIP or a database, for the queue engine's tests: offers ring until
// answered, until their timeout (fake timers), or until the caller's call ends; events are collected.
import { vi } from 'vitest';
import type { AcdDeps, QueueSettings } from '@/server/telephony/acd/engine';
import type { AcdEvent, QueuedCaller } from '@/server/telephony/acd/port';

interface Ringing {
  extensions: string[];
  timeoutMs: number;
  settle(answered: string | null): void;
}

export function fakeCaller(id: string, campaignId = 1) {
  const offers: Ringing[] = [];
  let live: Ringing | null = null;
  let gone: (() => void) | null = null;
  const caller: QueuedCaller = {
    id,
    campaignId,
    callerPhone: `7916000${id.padStart(4, '0')}`,
    enqueuedAt: new Date(),
    playMusic: vi.fn(async () => undefined),
    stopMusic: vi.fn(async () => undefined),
    offer: (extensions, timeoutMs) =>
      new Promise((resolve) => {
        const timer = setTimeout(() => ring.settle(null), timeoutMs);
        const ring: Ringing = {
          extensions,
          timeoutMs,
          settle: (answered) => {
            clearTimeout(timer);
            if (live === ring) live = null;
            resolve(answered);
          },
        };
        live = ring;
        offers.push(ring);
      }),
    end: vi.fn(async () => live?.settle(null)),
    onGone: (cb) => void (gone = cb),
  };
  return {
    caller,
    offers,
    rung: () => offers.map((o) => o.extensions),
    answer: (extension: string) => live?.settle(extension),
    hangUp: () => gone?.(),
  };
}

export function fakeDeps(settings: Partial<QueueSettings> = {}, members = ['1001', '1002', '1003']) {
  const events: AcdEvent[] = [];
  const state = {
    available: [...members],
    settings: { ...DEFAULT_SETTINGS, ...settings } as QueueSettings | null,
  };
  const deps: AcdDeps = {
    settings: async () => state.settings,
    members: async () => ({ members, available: [...state.available] }),
    events: { emit: (e) => void events.push(e) },
    retryMs: 1000,
  };
  return { deps, events, state, types: () => events.map((e) => e.type) };
}

const DEFAULT_SETTINGS: QueueSettings = {
  strategy: 'ringall',
  operatorTimeoutSec: 20,
  queueTimeoutSec: 0,
  music: '/data/uploads/moh/queue.wav',
};
