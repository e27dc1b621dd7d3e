// In-call controls through the engine (spec 000 sections 4.4 and 5, spec 001 section 9): DTMF and hold
// only in answer, DTMF locked for 1 s with 160 ms INFO tones, mute, the transfer with the main call held
// and resumed, and hang-up referring the customer to an accepted transfer. JsSIP, API and audio are faked.
import './softphone-engine-fakes';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify, telephonyRequest } from '@/src/plugin-api';
import { playDtmfTone } from '@/plugins/softphone/audio/sounds';
import {
  answerIncoming,
  callOptions,
  settle,
  startPhone,
  type Phone,
  useEngineWorld,
} from './softphone-engine-support';

let phone: Phone;
useEngineWorld();
beforeEach(async () => {
  phone = await startPhone();
});

const notices = () => vi.mocked(notify).mock.calls.map(([params]) => params);

describe('DTMF', () => {
  it('is refused before the call is answered', async () => {
    const session = phone.ua!.incoming('79161234567');
    await settle();
    expect(phone.engine.actions.sendDtmf('5')).toBe(false);
    phone.engine.actions.answer();
    await settle();
    session.emit('accepted');
    expect(phone.engine.actions.sendDtmf('5')).toBe(false);
    expect(session.sendDTMF).not.toHaveBeenCalled();
  });

  it('sends one symbol as a 160 ms INFO tone, then locks the keypad for 1 s', async () => {
    const session = await answerIncoming(phone);
    expect(phone.engine.actions.sendDtmf('5')).toBe(true);
    expect(session.sendDTMF).toHaveBeenCalledWith(
      '5',
      expect.objectContaining({ transportType: 'INFO', duration: 160 }),
    );
    expect(playDtmfTone).toHaveBeenCalledWith('5');
    expect(phone.engine.actions.sendDtmf('6')).toBe(false);
    await vi.advanceTimersByTimeAsync(999);
    expect(phone.engine.actions.sendDtmf('6')).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(phone.engine.actions.sendDtmf('#')).toBe(true);
    expect(session.sendDTMF.mock.calls.map(([tone]) => tone)).toEqual(['5', '#']);
  });

  it('refuses anything but one keypad symbol', async () => {
    const session = await answerIncoming(phone);
    for (const tone of ['a', '12', '', ' ']) expect(phone.engine.actions.sendDtmf(tone)).toBe(false);
    expect(phone.engine.actions.sendDtmf('*')).toBe(true);
    expect(session.sendDTMF).toHaveBeenCalledTimes(1);
  });
});

describe('hold and mute', () => {
  it('holds only in answer, and toggles back', async () => {
    const session = phone.ua!.incoming('79161234567');
    await settle();
    phone.engine.actions.answer();
    await settle();
    phone.engine.actions.toggleHold();
    expect(session.hold).not.toHaveBeenCalled();
    session.emit('confirmed');
    phone.engine.actions.toggleHold();
    expect(session.hold).toHaveBeenCalledTimes(1);
    session.emit('hold', { originator: 'local' });
    expect(phone.store.get().call?.held).toBe(true);
    phone.engine.actions.toggleHold();
    expect(session.unhold).toHaveBeenCalledTimes(1);
    session.emit('unhold', { originator: 'local' });
    expect(phone.store.get().call?.held).toBe(false);
  });

  it('toggles the microphone', async () => {
    const session = await answerIncoming(phone);
    phone.engine.actions.toggleMute();
    expect(session.mute).toHaveBeenCalledWith({ audio: true });
    session.emit('muted');
    expect(phone.store.get().call?.muted).toBe(true);
    phone.engine.actions.toggleMute();
    expect(session.unmute).toHaveBeenCalledWith({ audio: true });
  });
});

describe('transfer', () => {
  it('is refused outside answer', async () => {
    phone.ua!.incoming('79161234567');
    await settle();
    phone.engine.actions.transfer({ phone: '79990001122' });
    await settle();
    expect(phone.ua!.call).not.toHaveBeenCalled();
    expect(phone.store.get().transfer).toBeNull();
  });

  it('holds the main call and follows the consult call in store.transfer; failure resumes the main call', async () => {
    const main = await answerIncoming(phone);
    phone.engine.actions.transfer({ phone: ' 79990001122 ' });
    await settle();
    expect(main.hold).toHaveBeenCalledTimes(1);
    expect(phone.ua!.call).toHaveBeenCalledWith('sip:79990001122@pbx.test', expect.anything());
    expect(callOptions(phone.ua!).extraHeaders).toEqual(['X-Foo: 79161234567', 'X-Bar: TYPE_TRANSFER']);
    const consult = phone.ua!.sessions.at(-1)!;
    expect(phone.store.get().transfer).toEqual({ state: 'connecting', target: '79990001122' });
    consult.emit('progress');
    expect(phone.store.get().transfer?.state).toBe('progress');
    consult.emit('accepted');
    expect(phone.store.get().transfer?.state).toBe('accepted');
    consult.emit('failed', { originator: 'remote', cause: 'Busy' });
    expect(phone.store.get().transfer).toEqual({ state: 'failed', target: '79990001122' });
    expect(main.unhold).toHaveBeenCalledTimes(1);
    expect(notices()).toContainEqual({ type: 'error', message: 'errors.transferToNumberFailed' });
    // The main call stays the current call.
    expect(phone.store.get().call?.state).toBe('answer');
  });

  it("names the incoming call's call-control node (X-CC-Node) on the consult", async () => {
    const main = phone.ua!.incoming('79161234567', { 'X-CC-Node': 'node-b' });
    await settle();
    phone.engine.actions.answer();
    await settle();
    main.emit('accepted');
    main.emit('confirmed');
    phone.engine.actions.transfer({ queue: 'campaign_2', phone: '79990001122' });
    await settle();
    expect(callOptions(phone.ua!).extraHeaders).toContain('X-CC-Node: node-b');
  });

  it('names the node that answered an outgoing call (X-CC-Node of its 200 OK) on the consult', async () => {
    phone.engine.actions.call({ phone: '79161234567' });
    await settle();
    const main = phone.ua!.sessions.at(-1)!;
    const ok = { getHeader: (name: string) => (name === 'X-CC-Node' ? 'node-a' : undefined) };
    main.emit('accepted', { originator: 'remote', response: ok });
    main.emit('confirmed');
    phone.engine.actions.transfer({ phone: '79990001122' });
    await settle();
    expect(phone.ua!.call).toHaveBeenCalledTimes(2);
    expect(callOptions(phone.ua!).extraHeaders).toContain('X-CC-Node: node-a');
  });

  it('resumes the main call when the consult call ends', async () => {
    const main = await answerIncoming(phone);
    phone.engine.actions.transfer({ phone: '79990001122' });
    await settle();
    phone.ua!.sessions.at(-1)!.emit('ended', { originator: 'remote' });
    expect(phone.store.get().transfer?.state).toBe('ended');
    expect(main.unhold).toHaveBeenCalledTimes(1);
  });

  it('sends a queue transfer to the queue with X-Queue', async () => {
    await answerIncoming(phone);
    phone.engine.actions.transfer({ queue: 'campaign_2', phone: '79990001122' });
    await settle();
    expect(phone.ua!.call).toHaveBeenLastCalledWith('sip:campaign_2@pbx.test', expect.anything());
    expect(callOptions(phone.ua!).extraHeaders).toEqual([
      'X-Foo: 79161234567',
      'X-Bar: TYPE_TRANSFER',
      'X-Queue: campaign_2',
    ]);
  });

  it("names a stored phone's music for the main call before holding it", async () => {
    const main = await answerIncoming(phone);
    vi.mocked(telephonyRequest).mockClear();
    let heldWhenAsked: boolean | null = null;
    vi.mocked(telephonyRequest).mockImplementationOnce(async () => {
      heldWhenAsked = main.hold.mock.calls.length > 0;
      return { status: 200, data: { ok: true } };
    });
    phone.engine.actions.transfer({ phone: '79990001122', mohClass: 'notary' });
    await settle();
    expect(telephonyRequest).toHaveBeenCalledWith('post', '/channel/moh', {
      system_id: main.id.slice(0, -'fromtag'.length),
      moh_class: 'notary',
    });
    expect(heldWhenAsked).toBe(false);
    expect(main.hold).toHaveBeenCalledTimes(1);
    expect(phone.ua!.call).toHaveBeenCalledWith('sip:79990001122@pbx.test', expect.anything());
  });

  it('asks for no music without a music class, nor for a queue, and goes on when the request fails', async () => {
    const main = await answerIncoming(phone);
    vi.mocked(telephonyRequest).mockClear();
    phone.engine.actions.transfer({ phone: '79990001122' });
    await settle();
    phone.engine.actions.cancelTransfer();
    phone.engine.actions.transfer({ queue: 'campaign_2', mohClass: 'notary' });
    await settle();
    phone.engine.actions.cancelTransfer();
    expect(vi.mocked(telephonyRequest).mock.calls.filter(([, url]) => url === '/channel/moh')).toEqual([]);

    vi.mocked(telephonyRequest).mockRejectedValueOnce(new Error('network'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    phone.engine.actions.transfer({ phone: '79990001122', mohClass: 'notary' });
    await settle();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
    expect(main.hold).toHaveBeenCalledTimes(3);
    expect(phone.ua!.call).toHaveBeenCalledTimes(3);
  });

  it('cancel terminates the consult call and resumes the main call', async () => {
    const main = await answerIncoming(phone);
    phone.engine.actions.transfer({ phone: '79990001122' });
    await settle();
    const consult = phone.ua!.sessions.at(-1)!;
    phone.engine.actions.cancelTransfer();
    expect(consult.terminate).toHaveBeenCalled();
    expect(main.unhold).toHaveBeenCalledTimes(1);
    expect(phone.store.get().transfer?.state).toBe('ended');
  });
});

describe('hang-up', () => {
  it('terminates the call', async () => {
    const main = await answerIncoming(phone);
    phone.engine.actions.hangup();
    expect(main.terminate).toHaveBeenCalled();
    expect(main.refer).not.toHaveBeenCalled();
  });

  it('terminates both legs while the transfer is not accepted', async () => {
    const main = await answerIncoming(phone);
    phone.engine.actions.transfer({ phone: '79990001122' });
    await settle();
    const consult = phone.ua!.sessions.at(-1)!;
    consult.emit('progress');
    phone.engine.actions.hangup();
    expect(consult.terminate).toHaveBeenCalled();
    expect(main.terminate).toHaveBeenCalled();
    expect(main.refer).not.toHaveBeenCalled();
  });

  it('refers the main call to an accepted transfer target', async () => {
    const main = await answerIncoming(phone);
    phone.engine.actions.transfer({ phone: '79990001122' });
    await settle();
    const consult = phone.ua!.sessions.at(-1)!;
    consult.emit('accepted');
    phone.engine.actions.hangup();
    expect(main.refer).toHaveBeenCalledWith(
      'sip:79990001122@pbx.test',
      expect.objectContaining({ extraHeaders: ['X-Bar: TYPE_TRANSFER'] }),
    );
    // The consult is left once the REFER is answered (202), so its BYE cannot overtake the REFER.
    expect(consult.terminate).not.toHaveBeenCalled();
    const { eventHandlers } = main.refer.mock.calls[0][1] as { eventHandlers: Record<string, () => void> };
    eventHandlers.requestSucceeded();
    expect(consult.terminate).toHaveBeenCalledTimes(1);
    expect(main.terminate).not.toHaveBeenCalled();

    eventHandlers.accepted();
    expect(main.terminate).toHaveBeenCalledTimes(1);
    expect(notices()).toContainEqual(
      expect.objectContaining({ type: 'success', message: 'errors.transferToNumber', duration: 7 }),
    );
  });

  it('resumes the main call when the refer fails', async () => {
    const main = await answerIncoming(phone);
    phone.engine.actions.transfer({ phone: '79990001122' });
    await settle();
    phone.ua!.sessions.at(-1)!.emit('accepted');
    phone.engine.actions.hangup();
    const { eventHandlers } = main.refer.mock.calls[0][1] as { eventHandlers: Record<string, () => void> };
    eventHandlers.requestFailed();
    expect(phone.ua!.sessions.at(-1)!.terminate).toHaveBeenCalledTimes(1);
    eventHandlers.failed();
    expect(main.unhold).toHaveBeenCalledTimes(1);
    expect(main.terminate).not.toHaveBeenCalled();
    expect(notices()).toContainEqual({ type: 'error', message: 'errors.transferToNumberFailed' });
  });
});
