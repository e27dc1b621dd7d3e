// The queue strategies as pure functions (server/telephony/acd/strategies.ts): who is rung next given the
// members' fixed order, who is free, who this caller already rang and what the queue remembers.
import { describe, expect, it } from 'vitest';
import { QueueMemory } from '@/server/telephony/acd/queue-memory';
import { nextOffer, readStrategy, type QueueStrategy } from '@/server/telephony/acd/strategies';

const members = ['1001', '1002', '1003', '1004'];
const offer = (strategy: QueueStrategy, free: string[], memory = new QueueMemory(), tried: string[] = []) =>
  nextOffer({ strategy, members, free: new Set(free), tried: new Set(tried), memory });

describe('queue strategies', () => {
  it('ringall rings every free member at once, in member order', () => {
    expect(offer('ringall', ['1004', '1002'])).toEqual(['1002', '1004']);
    expect(offer('ringall', [])).toEqual([]);
  });

  it('linear rings the first free member of the fixed order not yet tried', () => {
    expect(offer('linear', ['1003', '1002', '1004'])).toEqual(['1002']);
    expect(offer('linear', ['1003', '1002', '1004'], undefined, ['1002'])).toEqual(['1003']);
    expect(offer('linear', ['1002'], undefined, ['1002'])).toEqual([]);
  });

  it('rrmemory goes on after the member offered last, round the order', () => {
    const memory = new QueueMemory();
    expect(offer('rrmemory', members, memory)).toEqual(['1001']);
    memory.offered(['1002']);
    expect(offer('rrmemory', members, memory)).toEqual(['1003']);
    expect(offer('rrmemory', ['1001', '1002'], memory)).toEqual(['1001']);
    memory.offered(['1004']);
    expect(offer('rrmemory', members, memory, ['1001'])).toEqual(['1002']);
  });

  it('leastrecent rings whoever finished a queue call longest ago; never is longest', () => {
    const memory = new QueueMemory();
    memory.callEnded('1001', new Date('2026-11-25T10:05:00Z'));
    memory.callEnded('1002', new Date('2026-11-25T10:01:00Z'));
    memory.callEnded('1003', new Date('2026-11-25T10:03:00Z'));
    expect(offer('leastrecent', ['1001', '1002', '1003'], memory)).toEqual(['1002']);
    expect(offer('leastrecent', ['1001', '1003', '1004'], memory)).toEqual(['1004']);
    expect(offer('leastrecent', ['1001', '1003'], memory, ['1003'])).toEqual(['1001']);
  });

  it('fewestcalls rings whoever took the fewest queue calls today, and counts afresh each day', () => {
    const memory = new QueueMemory();
    const today = new Date();
    memory.answered('1001', today);
    memory.answered('1001', today);
    memory.answered('1002', today);
    expect(offer('fewestcalls', ['1001', '1002'], memory)).toEqual(['1002']);
    expect(offer('fewestcalls', ['1001', '1002', '1003'], memory)).toEqual(['1003']);
    const tomorrow = new Date(today.getTime() + 86_400_000);
    expect(memory.callsToday('1001', tomorrow)).toBe(0);
  });

  it('reads an unknown stored strategy as ringall', () => {
    expect(readStrategy('linear')).toBe('linear');
    expect(readStrategy('random')).toBe('ringall');
  });
});
