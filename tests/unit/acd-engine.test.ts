// The queue engine (server/telephony/acd/engine.ts) with fake callers and fake timers: offers by strategy,
// operator and queue timeouts, abandoned callers, FIFO order, an operator rung for one caller at a time.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CALL_STATUS } from '@/src/contracts/call-status';
import { AcdEngine } from '@/server/telephony/acd/engine';
import { fakeCaller, fakeDeps } from './acd-engine-fakes';

const settle = () => vi.advanceTimersByTimeAsync(0);

describe('the queue engine', () => {
  let engine: AcdEngine | undefined;
  beforeEach(() => void vi.useFakeTimers({ now: new Date('2026-11-25T10:00:00Z') }));
  afterEach(() => {
    engine?.close();
    vi.useRealTimers();
  });

  it('ringall: plays the music, rings every free operator, and the answer bridges with the wait time', async () => {
    const { deps, events, types } = fakeDeps();
    engine = new AcdEngine(deps);
    const a = fakeCaller('1');
    const outcome = engine.enqueue(a.caller);
    await settle();
    expect(a.caller.playMusic).toHaveBeenCalledWith('/data/uploads/moh/queue.wav');
    expect(a.rung()).toEqual([['1001', '1002', '1003']]);
    expect(a.offers[0].timeoutMs).toBe(20_000);
    await vi.advanceTimersByTimeAsync(7000);
    a.answer('1002');
    expect(await outcome).toEqual({ status: CALL_STATUS.inboundAnswered, operator: '1002', waitSec: 7 });
    expect(a.caller.stopMusic).toHaveBeenCalled();
    expect(a.caller.end).not.toHaveBeenCalled();
    expect(types()).toEqual(['call.queued', 'call.offered', 'call.answered']);
    expect(events[2]).toMatchObject({ interactionId: '1', campaignId: 1, operator: '1002', waitSec: 7 });
    expect(engine.isTaken('1002')).toBe(true);
    expect(engine.isTaken('1001')).toBe(false);
  });

  it('linear: one operator at a time for the operator timeout each, then the next one', async () => {
    const { deps } = fakeDeps({ strategy: 'linear', operatorTimeoutSec: 5 });
    engine = new AcdEngine(deps);
    const a = fakeCaller('1');
    const outcome = engine.enqueue(a.caller);
    await settle();
    expect(a.rung()).toEqual([['1001']]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(a.rung()).toEqual([['1001'], ['1002']]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(a.rung()).toEqual([['1001'], ['1002'], ['1003']]);
    a.answer('1003');
    expect((await outcome).operator).toBe('1003');
  });

  it('after everyone was rung, a new round starts after the retry pause', async () => {
    const { deps } = fakeDeps({ strategy: 'rrmemory', operatorTimeoutSec: 3 }, ['1001']);
    engine = new AcdEngine(deps);
    const a = fakeCaller('1');
    void engine.enqueue(a.caller);
    await settle();
    await vi.advanceTimersByTimeAsync(3000);
    expect(a.rung()).toEqual([['1001']]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(a.rung()).toEqual([['1001'], ['1001']]);
  });

  it('ends the caller with the queue timeout when nobody answers in time', async () => {
    const { deps, events, state } = fakeDeps({ queueTimeoutSec: 30 });
    state.available = [];
    engine = new AcdEngine(deps);
    const a = fakeCaller('1');
    const outcome = engine.enqueue(a.caller);
    await vi.advanceTimersByTimeAsync(29_000);
    expect(a.caller.end).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(await outcome).toEqual({ status: CALL_STATUS.queueTimeout, operator: null, waitSec: 30 });
    expect(a.caller.end).toHaveBeenCalledWith(CALL_STATUS.queueTimeout);
    expect(events.at(-1)).toMatchObject({ type: 'call.ended', status: 30, waitSec: 30 });
    expect(engine.waitingCount(1)).toBe(0);
  });

  it('the queue timeout also stops an offer that is ringing', async () => {
    const { deps } = fakeDeps({ queueTimeoutSec: 10, operatorTimeoutSec: 0 });
    engine = new AcdEngine(deps);
    const a = fakeCaller('1');
    const outcome = engine.enqueue(a.caller);
    await settle();
    expect(a.offers[0].timeoutMs).toBe(10_000);
    await vi.advanceTimersByTimeAsync(10_000);
    expect((await outcome).status).toBe(CALL_STATUS.queueTimeout);
    expect(engine.isTaken('1001')).toBe(false);
  });

  it('a caller who hangs up while waiting is abandoned with the wait, and frees whoever was ringing', async () => {
    const { deps, events } = fakeDeps({ strategy: 'linear' }, ['1001']);
    engine = new AcdEngine(deps);
    const a = fakeCaller('1');
    const b = fakeCaller('2');
    const first = engine.enqueue(a.caller);
    void engine.enqueue(b.caller);
    await settle();
    expect(a.rung()).toEqual([['1001']]);
    expect(b.rung()).toEqual([]);
    await vi.advanceTimersByTimeAsync(12_000);
    a.hangUp();
    expect(await first).toEqual({ status: CALL_STATUS.abandoned, operator: null, waitSec: 12 });
    expect(a.caller.end).toHaveBeenCalledWith(CALL_STATUS.abandoned);
    expect(events.find((e) => e.type === 'call.ended')).toMatchObject({ interactionId: '1', status: 12 });
    await settle();
    expect(b.rung()).toEqual([['1001']]);
  });

  it('serves callers first come first served; an answered operator is free again only when released', async () => {
    const { deps } = fakeDeps({}, ['1001']);
    engine = new AcdEngine(deps);
    const a = fakeCaller('1');
    const b = fakeCaller('2');
    void engine.enqueue(a.caller);
    void engine.enqueue(b.caller);
    await settle();
    expect([engine.position('1'), engine.position('2')]).toEqual([1, 2]);
    expect(b.rung()).toEqual([]);
    a.answer('1001');
    await settle();
    expect(engine.position('2')).toBe(1);
    await vi.advanceTimersByTimeAsync(5000);
    expect(b.rung()).toEqual([]);
    engine.release(1, '1001');
    await settle();
    expect(b.rung()).toEqual([['1001']]);
  });

  it('an operator rings for one caller at a time; the rest go to the callers behind', async () => {
    const { deps } = fakeDeps({ strategy: 'linear' });
    engine = new AcdEngine(deps);
    const callers = ['1', '2', '3', '4'].map((id) => fakeCaller(id));
    callers.forEach((c) => void engine!.enqueue(c.caller));
    await settle();
    expect(callers.map((c) => c.rung())).toEqual([[['1001']], [['1002']], [['1003']], []]);
  });

  it('offers an operator who becomes available while a caller waits', async () => {
    const { deps, state } = fakeDeps();
    state.available = [];
    engine = new AcdEngine(deps);
    const a = fakeCaller('1');
    void engine.enqueue(a.caller);
    await vi.advanceTimersByTimeAsync(3000);
    expect(a.rung()).toEqual([]);
    state.available = ['1003'];
    await vi.advanceTimersByTimeAsync(1000);
    expect(a.rung()).toEqual([['1003']]);
  });

  it('ends a caller of a project that is gone at once', async () => {
    const { deps, state } = fakeDeps();
    state.settings = null;
    engine = new AcdEngine(deps);
    const a = fakeCaller('1');
    expect((await engine.enqueue(a.caller)).status).toBe(CALL_STATUS.queueTimeout);
    expect(a.caller.end).toHaveBeenCalledWith(CALL_STATUS.queueTimeout);
  });
});
