// The softphone engine's pure presence and countdown rules (spec 000 section 4.4, spec 001 sections 7 and 9):
// when a presence change is refused, the backend reason of each presence, and the after-call countdown.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startCountdown } from '@/plugins/softphone/phone/countdown';
import { backendReason, presenceRefusal } from '@/plugins/softphone/phone/presence-rules';
import type { Presence } from '@/plugins/softphone/phone/types';

describe('presenceRefusal', () => {
  const idle = {
    next: 'pause' as Presence,
    current: 'active' as Presence,
    inCall: false,
    callCardOpen: false,
    countdownRunning: false,
  };

  it('allows any change with no call and no call card', () => {
    for (const next of ['active', 'pause', 'dnd', 'no_active'] as Presence[]) {
      expect(presenceRefusal({ ...idle, next })).toBeNull();
      expect(presenceRefusal({ ...idle, next, current: 'pause' })).toBeNull();
    }
  });

  it('blocks every change during a call', () => {
    expect(presenceRefusal({ ...idle, inCall: true })).toBe('statusChangeBlocked');
    expect(presenceRefusal({ ...idle, inCall: true, next: 'no_active' })).toBe('statusChangeBlocked');
  });

  it('while the countdown runs allows only pause', () => {
    const timed = { ...idle, callCardOpen: true, countdownRunning: true };
    expect(presenceRefusal({ ...timed, next: 'pause' })).toBeNull();
    for (const next of ['active', 'dnd', 'no_active'] as Presence[]) {
      expect(presenceRefusal({ ...timed, next })).toBe('statusChangeBlockedTimeCard');
    }
  });

  it('blocks leaving pause with the card open and no countdown', () => {
    const card = { ...idle, callCardOpen: true };
    expect(presenceRefusal({ ...card, current: 'pause', next: 'active' })).toBe('statusChangeBlocked');
    expect(presenceRefusal({ ...card, current: 'active', next: 'pause' })).toBeNull();
  });
});

describe('backendReason', () => {
  it('maps pause and dnd to their reasons and the rest to ui_active', () => {
    expect(backendReason('pause')).toBe('ui_pause');
    expect(backendReason('dnd')).toBe('ui_dnd');
    expect(backendReason('active')).toBe('ui_active');
    expect(backendReason('no_active')).toBe('ui_active');
  });
});

describe('startCountdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('ticks the total at once, then once a second, and expires once at zero', () => {
    const ticks: number[] = [];
    const expire = vi.fn();
    startCountdown(3, (left) => ticks.push(left), expire);
    expect(ticks).toEqual([3]);
    vi.advanceTimersByTime(999);
    expect(ticks).toEqual([3]);
    vi.advanceTimersByTime(1);
    expect(ticks).toEqual([3, 2]);
    vi.advanceTimersByTime(1000);
    expect(expire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(ticks).toEqual([3, 2, 1, 0]);
    expect(expire).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(ticks).toEqual([3, 2, 1, 0]);
    expect(expire).toHaveBeenCalledTimes(1);
  });

  it('stops ticking and never expires once stopped', () => {
    const tick = vi.fn();
    const expire = vi.fn();
    const countdown = startCountdown(2, tick, expire);
    vi.advanceTimersByTime(1000);
    countdown.stop();
    vi.advanceTimersByTime(10_000);
    expect(tick.mock.calls.map(([left]) => left)).toEqual([2, 1]);
    expect(expire).not.toHaveBeenCalled();
  });
});
