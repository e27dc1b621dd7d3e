// Who is offered a queued caller next (spec 000: ringall, rrmemory, leastrecent, fewestcalls, linear), as a pure
// function of the project's members, who of them is free now, who this caller already rang in the current
// round and the queue's memory. ringall rings everyone free at once; the others ring one operator at a time.
import type { QueueMemory } from './queue-memory';

export const QUEUE_STRATEGIES = ['ringall', 'rrmemory', 'leastrecent', 'fewestcalls', 'linear'] as const;
export type QueueStrategy = (typeof QUEUE_STRATEGIES)[number];

/** An unknown stored strategy rings everyone: nobody is left out by a typo. */
export const readStrategy = (value: string): QueueStrategy =>
  (QUEUE_STRATEGIES as readonly string[]).includes(value) ? (value as QueueStrategy) : 'ringall';

export interface OfferInput {
  strategy: QueueStrategy;
  /** Every member's extension in the project's fixed order (users by id). */
  members: readonly string[];
  /** The members free to ring now. */
  free: ReadonlySet<string>;
  /** Rung by this caller since its round started (one-at-a-time strategies skip them). */
  tried: ReadonlySet<string>;
  memory: QueueMemory;
}

/** The extensions to ring at once; empty when nobody free is left untried. */
export function nextOffer({ strategy, members, free, tried, memory }: OfferInput): string[] {
  const candidates = members.filter((m) => free.has(m));
  if (strategy === 'ringall') return candidates;
  const untried = candidates.filter((m) => !tried.has(m));
  if (untried.length === 0) return [];
  return [pickOne(strategy, untried, members, memory)];
}

function pickOne(
  strategy: QueueStrategy,
  untried: string[],
  members: readonly string[],
  memory: QueueMemory,
) {
  switch (strategy) {
    case 'rrmemory': {
      // The first member after the one offered last, going round the fixed order.
      const last = memory.lastOffered === null ? -1 : members.indexOf(memory.lastOffered);
      const distance = (m: string) => (members.indexOf(m) - last - 1 + members.length) % members.length;
      return minBy(untried, distance);
    }
    case 'leastrecent':
      return minBy(untried, (m) => memory.lastCallEnd.get(m) ?? -Infinity);
    case 'fewestcalls':
      return minBy(untried, (m) => memory.callsToday(m));
    default:
      return untried[0]; // linear: always from the top of the fixed order
  }
}

/** The first item with the smallest key (ties keep member order). */
function minBy(items: string[], key: (item: string) => number): string {
  return items.reduce((best, item) => (key(item) < key(best) ? item : best));
}
