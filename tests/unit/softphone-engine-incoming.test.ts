// Incoming calls through the engine (spec 000 section 4.4): ignored unregistered, refused paused / card
// open / busy, monitor calls answered at once, the rest looked up, shown ringing, and answered only after
// the contact's card opens. JsSIP, the API and the audio are faked.
import './softphone-engine-fakes';
import { describe, expect, it, vi } from 'vitest';
import { apiCall, contactCardState, notify, openContactCard, telephonyRequest } from '@/src/plugin-api';
import { playSound, stopSound } from '@/plugins/softphone/audio/sounds';
import { ANONYMOUS_PLACEHOLDER } from '@/plugins/softphone/phone/inbound';
import { CONTACT, settle, startPhone, type Phone, useEngineWorld } from './softphone-engine-support';

let phone: Phone | undefined;
useEngineWorld();

const lookUps = () => vi.mocked(telephonyRequest).mock.calls.filter(([, url]) => url === '/getCallInfoMin/');
const notices = () => vi.mocked(notify).mock.calls.map(([params]) => params);

describe('refused incoming calls', () => {
  it('ignores a call (480) while not registered', async () => {
    phone = await startPhone({ register: false });
    const session = phone.ua!.incoming('79161234567');
    await settle();
    expect(session.terminate).toHaveBeenCalledWith({ status_code: 480 });
    expect(lookUps()).toHaveLength(0);
    expect(phone.store.get().ringing).toBeNull();
  });

  it.each(['pause', 'dnd'] as const)('rejects a call (486) while %s', async (presence) => {
    phone = await startPhone();
    phone.engine.actions.setPresence(presence);
    const session = phone.ua!.incoming('79161234567');
    await settle();
    expect(session.terminate).toHaveBeenCalledWith({ status_code: 486 });
    expect(session.answer).not.toHaveBeenCalled();
    expect(lookUps()).toHaveLength(0);
  });

  it('rejects a call (486) while a contact card is open', async () => {
    phone = await startPhone();
    openContactCard(5);
    const session = phone.ua!.incoming('79161234567');
    await settle();
    expect(session.terminate).toHaveBeenCalledWith({ status_code: 486 });
  });

  it('rejects a second call (486) while one is ringing', async () => {
    phone = await startPhone();
    phone.ua!.incoming('79161234567');
    await settle();
    const second = phone.ua!.incoming('79167654321');
    await settle();
    expect(second.terminate).toHaveBeenCalledWith({ status_code: 486 });
    expect(phone.store.get().ringing?.phone).toBe('79161234567');
  });
});

describe('monitor calls', () => {
  it('answers a 0000 spy call at once, even when paused, without a card', async () => {
    phone = await startPhone();
    phone.engine.actions.setPresence('pause');
    const session = phone.ua!.incoming('00001003');
    await settle();
    expect(session.answer).toHaveBeenCalledTimes(1);
    expect(session.terminate).not.toHaveBeenCalled();
    expect(phone.store.get().call).toMatchObject({ direction: 'incoming', phone: '1003', monitor: 'spy' });
    expect(contactCardState().contactId).toBeNull();
    expect(lookUps()).toHaveLength(0);
  });

  it('answers a 1111 whisper call at once', async () => {
    phone = await startPhone();
    const session = phone.ua!.incoming('11111003');
    await settle();
    expect(session.answer).toHaveBeenCalledTimes(1);
    expect(phone.store.get().call).toMatchObject({ phone: '1003', monitor: 'whisper' });
  });
});

describe('ringing and answer', () => {
  it('looks the caller up, rings, and opens the card before answering', async () => {
    phone = await startPhone();
    const session = phone.ua!.incoming('PJSIP/79161234567', { 'X-Call-Type': 'TYPE_ROBOT' });
    await settle();
    expect(lookUps()).toEqual([['get', '/getCallInfoMin/', { phone: '79161234567' }]]);
    expect(phone.store.get().ringing).toMatchObject({
      direction: 'incoming',
      state: 'progress',
      phone: '79161234567',
      displayPhone: CONTACT.phone,
      fullName: CONTACT.full_name,
      contactId: CONTACT.id,
      campaignId: CONTACT.campaign_id,
      callType: 'TYPE_ROBOT',
    });
    expect(playSound).toHaveBeenCalledWith('ring');
    expect(session.answer).not.toHaveBeenCalled();

    let cardWhenAnswered: unknown = 'not answered';
    session.answer.mockImplementation(() => (cardWhenAnswered = contactCardState()));
    phone.engine.actions.answer();
    await settle();
    expect(apiCall).toHaveBeenCalledWith('get', `/contact/${CONTACT.id}`);
    expect(cardWhenAnswered).toEqual({ contactId: CONTACT.id, options: { callType: 'TYPE_ROBOT' } });
    expect(session.answer).toHaveBeenCalledWith({
      mediaConstraints: { audio: true },
      pcConfig: { iceServers: [] },
    });
    expect(stopSound).toHaveBeenCalledWith('ring');
    expect(phone.store.get()).toMatchObject({
      ringing: null,
      call: { contactId: CONTACT.id, state: 'progress' },
    });
    // The answered call is recorded for the card and the backend status goes to pause.
    expect(telephonyRequest).toHaveBeenCalledWith(
      'get',
      '/call/contact/',
      expect.objectContaining({ contact_id: CONTACT.id, context: 'inbound' }),
    );
    expect(telephonyRequest).toHaveBeenCalledWith('get', '/device_state_change/', {
      operPhone: '1003',
      status: 'pause',
      reason: 'start_call',
    });

    session.emit('confirmed');
    expect(phone.store.get().call).toMatchObject({ state: 'answer', answeredAt: Date.now() });
  });

  it('does not answer a caller without a contact', async () => {
    phone = await startPhone({ api: { callInfo: [] } });
    const session = phone.ua!.incoming('79161234567');
    await settle();
    expect(phone.store.get().ringing).toMatchObject({ contactId: null, displayPhone: '79161234567' });
    phone.engine.actions.answer();
    await settle();
    expect(session.answer).not.toHaveBeenCalled();
    expect(session.terminate).toHaveBeenCalledWith({ status_code: 480 });
    expect(contactCardState().contactId).toBeNull();
    expect(notices()).toContainEqual({ type: 'error', message: 'errors.contactNotFound' });
    expect(phone.store.get()).toMatchObject({ ringing: null, call: null });
  });

  it('does not answer when the contact cannot be loaded', async () => {
    phone = await startPhone({ api: { contactStatus: 404 } });
    const session = phone.ua!.incoming('79161234567');
    await settle();
    phone.engine.actions.answer();
    await settle();
    expect(session.answer).not.toHaveBeenCalled();
    expect(contactCardState().contactId).toBeNull();
  });

  it('auto-answers when the user group has operator_auto_answer', async () => {
    phone = await startPhone({ user: { autoAnswer: true } });
    const session = phone.ua!.incoming('79161234567');
    await settle();
    expect(contactCardState().contactId).toBe(CONTACT.id);
    expect(session.answer).toHaveBeenCalledTimes(1);
    expect(playSound).not.toHaveBeenCalledWith('ring');
  });

  it('shows Anonymous as the placeholder and looks nothing up', async () => {
    phone = await startPhone();
    phone.ua!.incoming('Anonymous');
    await settle();
    expect(lookUps()).toHaveLength(0);
    expect(phone.store.get().ringing).toMatchObject({
      phone: '',
      displayPhone: ANONYMOUS_PLACEHOLDER,
      contactId: null,
    });
  });

  it('looks a transfer up by X-Foo and opens its card as TYPE_TRANSFER', async () => {
    phone = await startPhone();
    phone.ua!.incoming('1004', { 'X-Bar': 'TYPE_TRANSFER', 'X-Foo': '79161234567' });
    await settle();
    expect(lookUps()[0][2]).toEqual({ phone: '79161234567' });
    phone.engine.actions.answer();
    await settle();
    expect(contactCardState()).toEqual({ contactId: CONTACT.id, options: { callType: 'TYPE_TRANSFER' } });
  });

  it('clears the ringing call when the caller gives up', async () => {
    phone = await startPhone();
    const session = phone.ua!.incoming('79161234567');
    await settle();
    session.emit('failed', { originator: 'remote', cause: 'Canceled' });
    expect(phone.store.get().ringing).toBeNull();
    expect(stopSound).toHaveBeenCalledWith('ring');
    phone.engine.actions.answer();
    await settle();
    expect(session.answer).not.toHaveBeenCalled();
  });

  it('declines a ringing call (486) on hang-up', async () => {
    phone = await startPhone();
    const session = phone.ua!.incoming('79161234567');
    await settle();
    phone.engine.actions.hangup();
    expect(session.terminate).toHaveBeenCalledWith({ status_code: 486 });
    expect(phone.store.get().ringing).toBeNull();
  });
});
