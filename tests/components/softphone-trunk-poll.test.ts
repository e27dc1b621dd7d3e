// The softphone's trunk poll over the real transport (spec 001 sections 7 and 9): GET /api/user/trunk/{id}
// with the user's token every 30 s, its `name` becoming the user's main_trunk_name; a failed reply keeps it.
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { followMainTrunk, TRUNK_POLL_MS } from '@/plugins/softphone/phone/trunk-poll';
import { toCurrentUser, type CurrentUser } from '@/src/session/current-user';
import { api, operator, signIn, useApiServer } from './support';

const { server } = useApiServer();

afterEach(() => vi.useRealTimers());

describe('followMainTrunk', () => {
  it('asks every 30 s and takes the name the server answers', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    signIn(operator);
    const asked: { url: string; auth: string | null }[] = [];
    let reply: () => Response = () => HttpResponse.json({ id: 5, name: 'Backup carrier' });
    server.use(
      http.get(api('/user/trunk/:id'), ({ request }) => {
        asked.push({ url: new URL(request.url).pathname, auth: request.headers.get('authorization') });
        return reply();
      }),
    );
    const holder = { user: toCurrentUser({ ...operator, main_trunk_name: 'Demo carrier' }) as CurrentUser };
    const before = holder.user;
    const stop = followMainTrunk(holder);
    vi.advanceTimersByTime(TRUNK_POLL_MS - 1);
    expect(asked).toEqual([]);
    vi.advanceTimersByTime(1);
    await vi.waitFor(() => expect(holder.user.raw.main_trunk_name).toBe('Backup carrier'));
    expect(asked).toEqual([{ url: `/api/user/trunk/${operator.id}`, auth: `Bearer tok-${operator.id}` }]);
    expect(before.raw.main_trunk_name).toBe('Demo carrier');

    reply = () => HttpResponse.json({ message: 'Internal' }, { status: 500 });
    vi.advanceTimersByTime(TRUNK_POLL_MS);
    await vi.waitFor(() => expect(asked).toHaveLength(2));
    expect(holder.user.raw.main_trunk_name).toBe('Backup carrier');

    reply = () => HttpResponse.json({ id: null, name: null });
    vi.advanceTimersByTime(TRUNK_POLL_MS);
    await vi.waitFor(() => expect(holder.user.raw.main_trunk_name).toBeNull());
    stop();
    vi.advanceTimersByTime(3 * TRUNK_POLL_MS);
    expect(asked).toHaveLength(3);
  });
});
