// A stored file in a generated list (music on hold): name and size, the audio fetched with the bearer
// token only when played, and a download that asks the server for an attachment.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { admin, api, useApiServer } from './support';
import { fakeResource, preloadChunks, startApp } from './resource-support';

const { server } = useApiServer();
beforeAll(preloadChunks);

const hold = {
  id: 4,
  title: 'Hold tune',
  type: 'queue',
  audio: {
    name: 'hold tune.wav',
    url: '/api/moh/file/4/audio',
    size: 3 * 1024 * 1024,
    content_type: 'audio/wav',
  },
};

describe('a file field in the list', () => {
  it('shows the name and size, and plays the audio fetched with the token only on demand', async () => {
    const fetched: { url: string; auth: string | null }[] = [];
    server.use(
      http.get(api('/moh/file/4/audio'), ({ request }) => {
        fetched.push({ url: request.url, auth: request.headers.get('Authorization') });
        return new HttpResponse(new Uint8Array([82, 73, 70, 70]), {
          headers: { 'Content-Type': 'audio/wav' },
        });
      }),
    );
    fakeResource(server, 'moh', [hold]);
    startApp(server, '/settings/moh/list', admin);
    const cell = await screen.findByTestId('file-value', {}, { timeout: 15_000 });
    expect(cell).toHaveTextContent('hold tune.wav');
    expect(cell).toHaveTextContent('(3 МБ)'); // the one size format (src/shared/format-size.ts)
    expect(cell).not.toHaveTextContent('[object Object]');
    expect(fetched).toHaveLength(0);

    fireEvent.click(within(cell).getByRole('button', { name: /Прослушать/ }));
    const player = await screen.findByTestId('file-audio');
    expect(player.getAttribute('src')).toMatch(/^blob:/);
    expect(fetched).toHaveLength(1);
    expect(fetched[0].auth).toMatch(/^Bearer /);

    fireEvent.click(within(cell).getByRole('button', { name: 'Скачать' }));
    await waitFor(() => expect(fetched).toHaveLength(2));
    expect(new URL(fetched[1].url).searchParams.get('download')).toBe('1');
  });
});
