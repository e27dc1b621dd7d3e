// The plugin SDK's data hooks (src/plugin-api/data-hooks.ts) against msw: what a plugin gets from
// useApiQuery and useApiMutation, and that the transport's rules still hold under them.
import { act, screen, waitFor } from '@testing-library/react';
import { notification } from 'antd';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useApiMutation, useApiQuery } from '@/src/plugin-api';
import { admin, api, renderInShell, signIn, useApiServer } from './support';

const { server, navigate } = useApiServer();

interface Thing {
  id: number;
  name: string;
}

/** GET /api/thing/list: answers `reply` (or the status) and records each query string it was asked with. */
function thingList(reply: { status?: number; items?: Thing[] }) {
  const asked: string[] = [];
  server.use(
    http.get(api('/thing/list'), ({ request }) => {
      asked.push(`${new URL(request.url).search} ${request.headers.get('Authorization')}`);
      return reply.status
        ? HttpResponse.json({ message: 'nope' }, { status: reply.status })
        : HttpResponse.json({ items: reply.items ?? [] });
    }),
  );
  return asked;
}

function Things({ enabled = true }: { enabled?: boolean }) {
  const list = useApiQuery<{ items: Thing[] }>('/thing/list', { owner: 7 }, { enabled });
  const { send } = useApiMutation();
  const [refused, setRefused] = useState('');
  const add = () =>
    send('post', '/thing/create', { name: 'new' }, { invalidates: ['/thing/list'] }).catch(
      (error: { status?: number }) => setRefused(String(error.status)),
    );
  return (
    <div>
      <span data-testid="state">
        {list.isLoading ? 'loading' : list.error ? `error ${list.error.status}` : 'ready'}
      </span>
      <span data-testid="names">{(list.data?.items ?? []).map((t) => t.name).join(',')}</span>
      <span data-testid="refused">{refused}</span>
      <button onClick={() => void add()}>add</button>
    </div>
  );
}

const state = () => screen.getByTestId('state');
/** Every notice shown: outside antd's <App>, the shell's notices and Refine's go to antd's static API. */
const notices = () => vi.spyOn(notification, 'open');
afterEach(() => vi.restoreAllMocks());

describe('useApiQuery', () => {
  it('reads through the transport with the token and the query, and gives the reply', async () => {
    signIn(admin);
    const asked = thingList({ items: [{ id: 1, name: 'lamp' }] });
    renderInShell(<Things />);
    expect(state()).toHaveTextContent('loading');
    await waitFor(() => expect(state()).toHaveTextContent('ready'));
    expect(screen.getByTestId('names')).toHaveTextContent('lamp');
    expect(asked).toEqual([`?owner=7 Bearer tok-${admin.id}`]);
  });

  it.each([404, 500])('makes a %i an error for the caller, with no global notice', async (status) => {
    signIn(admin);
    const shown = notices();
    thingList({ status });
    renderInShell(<Things />);
    await waitFor(() => expect(state()).toHaveTextContent(`error ${status}`));
    expect(shown).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled(); // only a 401 ends the session
  });

  it('asks nothing while not enabled', async () => {
    signIn(admin);
    const asked = thingList({ items: [] });
    renderInShell(<Things enabled={false} />);
    expect(state()).toHaveTextContent('ready');
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(asked).toEqual([]);
  });

  it('still ends the session and goes to /login on a 401', async () => {
    signIn(admin);
    thingList({ status: 401 });
    renderInShell(<Things />);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login'));
  });
});

describe('useApiMutation', () => {
  it('writes, then asks the invalidated list again', async () => {
    signIn(admin);
    const items: Thing[] = [{ id: 1, name: 'lamp' }];
    const asked = thingList({ items });
    const bodies: string[] = [];
    server.use(
      http.post(api('/thing/create'), async ({ request }) => {
        bodies.push(await request.text());
        items.push({ id: 2, name: 'new' });
        return HttpResponse.json(items[1], { status: 201 });
      }),
    );
    renderInShell(<Things />);
    await waitFor(() => expect(screen.getByTestId('names')).toHaveTextContent('lamp'));
    act(() => screen.getByRole('button', { name: 'add' }).click());
    await waitFor(() => expect(screen.getByTestId('names')).toHaveTextContent('lamp,new'));
    expect(bodies).toEqual(['name=new']);
    expect(asked).toHaveLength(2);
  });

  it('rejects on a 500 and asks nothing again', async () => {
    signIn(admin);
    const shown = notices();
    const asked = thingList({ items: [] });
    server.use(http.post(api('/thing/create'), () => HttpResponse.json({}, { status: 500 })));
    renderInShell(<Things />);
    await waitFor(() => expect(state()).toHaveTextContent('ready'));
    act(() => screen.getByRole('button', { name: 'add' }).click());
    await waitFor(() => expect(screen.getByTestId('refused')).toHaveTextContent('500'));
    expect(asked).toHaveLength(1);
    expect(shown).not.toHaveBeenCalled();
  });
});
