// The operator's main trunk followed every 30 s (spec 001 sections 7 and 9: GET /user/trunk/{id}): a trunk
// given or taken away while the phone runs is what the next call's X-Main-Trunk says, or trunkErrorUser.
import './softphone-engine-fakes';
import { describe, expect, it, vi } from 'vitest';
import { apiRequest, notify } from '@/src/plugin-api';
import { TRUNK_POLL_MS } from '@/plugins/softphone/phone/trunk-poll';
import { settle, startPhone, useEngineWorld, type Phone } from './softphone-engine-support';

useEngineWorld();

/** Answers GET /user/trunk/7 with `reply` (or fails), the other routes as startPhone set them. */
function trunkReplies(reply: () => { status: number; data: unknown } | Error) {
  const others = vi.mocked(apiRequest).getMockImplementation()!;
  const asked: string[] = [];
  vi.mocked(apiRequest).mockImplementation(async (method, url, data) => {
    if (!url.startsWith('/user/trunk/')) return others(method, url, data);
    asked.push(url);
    const answer = reply();
    if (answer instanceof Error) throw answer;
    return answer as never;
  });
  return asked;
}

const headersOfLastCall = (phone: Phone) =>
  (vi.mocked(phone.ua!.call).mock.calls.at(-1)![1] as { extraHeaders: string[] }).extraHeaders;

describe('the main trunk poll', () => {
  it('asks every 30 s for operators and dials through the trunk it answered, or refuses without one', async () => {
    const phone = await startPhone();
    let answer: { status: number; data: unknown } | Error = { status: 200, data: { id: 3, name: 'Backup' } };
    const asked = trunkReplies(() => answer);
    await vi.advanceTimersByTimeAsync(TRUNK_POLL_MS - 1_000);
    expect(asked).toEqual([]);
    await vi.advanceTimersByTimeAsync(1_000);
    await settle();
    expect(asked).toEqual(['/user/trunk/7']);
    phone.engine.actions.call({ phone: '79161234567' });
    await settle();
    expect(headersOfLastCall(phone)).toContain('X-Main-Trunk: Backup');
    phone.ua!.sessions.at(-1)!.emit('ended', { originator: 'local', cause: 'Terminated' });
    await settle();

    // A failed poll keeps the trunk the phone has.
    answer = new Error('Network Error');
    await vi.advanceTimersByTimeAsync(TRUNK_POLL_MS);
    await settle();
    expect(asked).toHaveLength(2);
    answer = { status: 500, data: '' };
    await vi.advanceTimersByTimeAsync(TRUNK_POLL_MS);
    await settle();
    phone.engine.actions.call({ phone: '79161234568' });
    await settle();
    expect(headersOfLastCall(phone)).toContain('X-Main-Trunk: Backup');
    phone.ua!.sessions.at(-1)!.emit('ended', { originator: 'local', cause: 'Terminated' });
    await settle();

    answer = { status: 200, data: { id: null, name: null } };
    await vi.advanceTimersByTimeAsync(TRUNK_POLL_MS);
    await settle();
    vi.mocked(notify).mockClear();
    const calls = vi.mocked(phone.ua!.call).mock.calls.length;
    phone.engine.actions.call({ phone: '79161234569' });
    await settle();
    expect(vi.mocked(notify).mock.calls.map(([p]) => p)).toEqual([
      { type: 'error', message: 'errors.trunkErrorUser' },
    ]);
    expect(vi.mocked(phone.ua!.call).mock.calls).toHaveLength(calls);
  });

  it('does not poll for administrators, and stops with the phone', async () => {
    const admin = await startPhone({ user: { role: 'ROLE_ADMIN' } });
    const asked = trunkReplies(() => ({ status: 200, data: { id: 1, name: 'X' } }));
    await vi.advanceTimersByTimeAsync(3 * TRUNK_POLL_MS);
    expect(asked).toEqual([]);
    admin.engine.stop();
    const operator = await startPhone();
    const askedByOperator = trunkReplies(() => ({ status: 200, data: { id: 1, name: 'X' } }));
    operator.engine.stop();
    await vi.advanceTimersByTimeAsync(3 * TRUNK_POLL_MS);
    expect(askedByOperator).toEqual([]);
  });
});
