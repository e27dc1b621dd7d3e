// The transfer's music request over the real transport (spec 001 section 7): POST /node/channel/moh with the
// main call's SIP Call-ID as system_id and the stored phone's moh_class; a refusal or a network failure is
// only logged, never thrown into the transfer.
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RTCSession } from '@/plugins/softphone/phone/sip-client';
import { chooseTransferMusic, sipCallId } from '@/plugins/softphone/phone/transfer-music';
import { operator, signIn, useApiServer } from './support';

const { server } = useApiServer();

/** What JsSIP's RTCSession shows of its dialog: `id` is the Call-ID followed by the From tag. */
const session = (direction: 'incoming' | 'outgoing', callId: string, fromTag: string) => {
  const from = { getParam: (name: string) => (name === 'tag' ? fromTag : undefined) };
  const other = { getParam: () => 'their-tag' };
  return {
    id: callId + fromTag,
    direction,
    local_identity: direction === 'outgoing' ? from : other,
    remote_identity: direction === 'incoming' ? from : other,
  } as unknown as RTCSession;
};

const sent: { path: string; body: Record<string, string>; auth: string | null }[] = [];
let reply: () => Response;

beforeEach(() => {
  signIn(operator);
  sent.length = 0;
  reply = () => HttpResponse.json({ ok: true });
  server.use(
    http.post('/node/channel/moh', async ({ request }) => {
      const body = Object.fromEntries(new URLSearchParams(await request.text()));
      sent.push({ path: new URL(request.url).pathname, body, auth: request.headers.get('authorization') });
      return reply();
    }),
  );
});

describe('sipCallId', () => {
  it('strips the From tag: the caller’s for an incoming call, ours for an outgoing one', () => {
    expect(sipCallId(session('incoming', 'abc123@10.0.0.1', 'tagA'))).toBe('abc123@10.0.0.1');
    expect(sipCallId(session('outgoing', 'k9p2xq0v', 'ourtag7'))).toBe('k9p2xq0v');
  });
});

describe('chooseTransferMusic', () => {
  it('posts the Call-ID and the music class to /node/channel/moh with the user token', async () => {
    await chooseTransferMusic(session('outgoing', 'k9p2xq0v', 'ourtag7'), 'notary');
    expect(sent).toEqual([
      {
        path: '/node/channel/moh',
        body: { system_id: 'k9p2xq0v', moh_class: 'notary' },
        auth: `Bearer tok-${operator.id}`,
      },
    ]);
  });

  it('only logs a refusal or a failure', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const status of [404, 422, 503]) {
      reply = () => HttpResponse.json({ message: 'no' }, { status });
      await expect(chooseTransferMusic(session('incoming', 'c1', 't1'), 'notary')).resolves.toBeUndefined();
    }
    expect(sent).toHaveLength(3);
    expect(warn).toHaveBeenCalledTimes(3);
    warn.mockRestore();
  });
});
