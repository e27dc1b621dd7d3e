// The queue engine (docs/telephony.md, "Inbound queues"): one FIFO queue of waiting callers per project and
// one offering loop per caller. Callers are served in arrival order: the head is offered first and a caller
// behind it gets an operator only when everyone ahead is already ringing someone. An operator rings for one
// caller at a time and stays taken from answer until release(). The project's operator timeout bounds each
// offer, its queue timeout the whole wait (0: no limit); a caller who hangs up while waiting is abandoned.
import { CALL_STATUS, type CallStatusCode } from '../../from-client';
import type { AcdEvent, AcdEvents, QueuedCaller } from './port';
import { QueueMemory } from './queue-memory';
import {
  planFor,
  ringMs,
  waitSec,
  type Queue,
  type QueueOutcome,
  type QueueSettings,
  type Waiting,
} from './waiting';

export type { QueueOutcome, QueueSettings };

export interface AcdDeps {
  /** The project's queue settings; null when the project is gone. */
  settings(campaignId: number): Promise<QueueSettings | null>;
  /** Every member's extension in fixed order, and those who may be offered a call now (availability.ts). */
  members(campaignId: number): Promise<{ members: string[]; available: string[] }>;
  events: AcdEvents;
  /** A failed look-up of members (the database went away): the queue tries again after retryMs. */
  onError?: (err: unknown) => void;
  now?: () => Date;
  /** How long a caller waits before ringing again whoever did not answer, and how often a caller with nobody
   * free looks again. */
  retryMs?: number;
}

export class AcdEngine {
  private queues = new Map<number, Queue>();
  /** Extensions ringing for a queued caller or talking to one they answered. */
  private taken = new Set<string>();
  private now: () => Date;
  private retryMs: number;

  constructor(private deps: AcdDeps) {
    this.now = deps.now ?? (() => new Date());
    this.retryMs = deps.retryMs ?? 1000;
  }

  /** Queues the caller; resolves when the call was answered or ended in the queue. */
  async enqueue(caller: QueuedCaller): Promise<QueueOutcome> {
    const settings = await this.deps.settings(caller.campaignId);
    if (!settings) return this.endUnqueued(caller);
    const queue = this.queueOf(caller.campaignId);
    const outcome = new Promise<QueueOutcome>((settle) => {
      const waiting: Waiting = {
        caller,
        settings,
        tried: new Set(),
        ringing: null,
        retryAt: 0,
        done: false,
        settle,
      };
      queue.callers.push(waiting);
      if (settings.queueTimeoutSec > 0)
        waiting.timer = setTimeout(
          () => this.finish(queue, waiting, CALL_STATUS.queueTimeout),
          settings.queueTimeoutSec * 1000,
        );
      caller.onGone(() => this.finish(queue, waiting, CALL_STATUS.abandoned));
    });
    this.emit('call.queued', caller, { position: this.position(caller.id) });
    await caller.playMusic(settings.music);
    void this.pump(queue);
    return outcome;
  }

  /** 1 for the head of its queue; 0 when the caller is not waiting. */
  position(interactionId: string): number {
    for (const queue of this.queues.values()) {
      const index = queue.callers.findIndex((w) => w.caller.id === interactionId);
      if (index >= 0) return index + 1;
    }
    return 0;
  }

  waitingCount(campaignId: number): number {
    return this.queues.get(campaignId)?.callers.length ?? 0;
  }

  /** True while the extension rings for, or talks to, a queued caller. */
  isTaken(extension: string): boolean {
    return this.taken.has(extension);
  }

  /** The operator's call from `campaignId`'s queue ended: free for the next caller (and remembered). */
  release(campaignId: number, extension: string): void {
    this.taken.delete(extension);
    this.queues.get(campaignId)?.memory.callEnded(extension, this.now());
    for (const queue of this.queues.values()) void this.pump(queue);
  }

  /** Something changed outside (presence, registration, a call ended): look for free operators now. */
  poke(): void {
    for (const queue of this.queues.values()) void this.pump(queue);
  }

  close(): void {
    for (const queue of this.queues.values()) {
      clearTimeout(queue.poll);
      for (const waiting of queue.callers) clearTimeout(waiting.timer);
    }
  }

  private queueOf(campaignId: number): Queue {
    let queue = this.queues.get(campaignId);
    if (!queue) {
      queue = { campaignId, callers: [], memory: new QueueMemory(), pumping: false, again: false };
      this.queues.set(campaignId, queue);
    }
    return queue;
  }

  private async endUnqueued(caller: QueuedCaller): Promise<QueueOutcome> {
    this.emit('call.ended', caller, { status: CALL_STATUS.queueTimeout, waitSec: 0 });
    await caller.end(CALL_STATUS.queueTimeout);
    return { status: CALL_STATUS.queueTimeout, operator: null, waitSec: 0 };
  }

  /** Offers free operators to waiting callers, head first; runs again if asked while running. */
  private async pump(queue: Queue): Promise<void> {
    if (queue.pumping) return void (queue.again = true);
    queue.pumping = true;
    try {
      do {
        queue.again = false;
        await this.dispatch(queue);
      } while (queue.again);
    } catch (err) {
      this.deps.onError?.(err);
    } finally {
      queue.pumping = false;
    }
    this.schedulePoll(queue);
  }

  private async dispatch(queue: Queue): Promise<void> {
    if (!queue.callers.some((w) => !w.ringing)) return;
    const { members, available } = await this.deps.members(queue.campaignId);
    const free = new Set(available.filter((e) => !this.taken.has(e)));
    const now = this.now().getTime();
    for (const waiting of [...queue.callers]) {
      if (waiting.done || waiting.ringing) continue;
      const plan = planFor(waiting, { members, free, memory: queue.memory }, now);
      if (plan === 'later') continue;
      if (plan.length === 0) break; // nobody free: whoever is behind waits too
      plan.forEach((e) => free.delete(e));
      this.ring(queue, waiting, plan);
    }
  }

  private ring(queue: Queue, w: Waiting, extensions: string[]): void {
    w.ringing = extensions;
    extensions.forEach((e) => (this.taken.add(e), w.tried.add(e)));
    queue.memory.offered(extensions);
    this.emit('call.offered', w.caller, { operators: extensions });
    void w.caller
      .offer(extensions, ringMs(w, this.now()))
      .catch(() => null)
      .then((answered) => this.offerSettled(queue, w, extensions, answered));
  }

  private async offerSettled(queue: Queue, w: Waiting, rung: string[], answered: string | null) {
    w.ringing = null;
    rung.filter((e) => e !== answered).forEach((e) => this.taken.delete(e));
    if (answered && w.done)
      this.taken.delete(answered); // the caller left as the operator answered
    else if (answered) await this.answered(queue, w, answered);
    else w.retryAt = this.now().getTime() + this.retryMs;
    void this.pump(queue);
  }

  private async answered(queue: Queue, w: Waiting, extension: string): Promise<void> {
    this.leave(queue, w);
    queue.memory.answered(extension, this.now());
    const waited = waitSec(w.caller, this.now());
    this.emit('call.answered', w.caller, { operator: extension, waitSec: waited });
    w.settle({ status: CALL_STATUS.inboundAnswered, operator: extension, waitSec: waited });
    await w.caller.stopMusic().catch(() => undefined);
  }

  private async finish(queue: Queue, w: Waiting, status: QueueOutcome['status']): Promise<void> {
    if (w.done) return;
    this.leave(queue, w);
    const waited = waitSec(w.caller, this.now());
    this.emit('call.ended', w.caller, { status, waitSec: waited });
    w.settle({ status, operator: null, waitSec: waited });
    await w.caller.end(status as CallStatusCode).catch(() => undefined);
    void this.pump(queue);
  }

  private leave(queue: Queue, w: Waiting): void {
    w.done = true;
    clearTimeout(w.timer);
    queue.callers = queue.callers.filter((other) => other !== w);
  }

  /** While someone waits with nobody ringing, look for a free operator again after retryMs. */
  private schedulePoll(queue: Queue): void {
    clearTimeout(queue.poll);
    queue.poll = undefined;
    if (!queue.callers.some((w) => !w.ringing)) return;
    queue.poll = setTimeout(() => void this.pump(queue), this.retryMs);
  }

  private emit(type: AcdEvent['type'], caller: QueuedCaller, extra: Partial<AcdEvent> = {}): void {
    const base = { interactionId: caller.id, campaignId: caller.campaignId, phone: caller.callerPhone };
    this.deps.events.emit({ type, ...base, operator: null, at: this.now(), ...extra });
  }
}
