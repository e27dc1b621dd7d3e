// After a call through the engine (spec 000 section 4.4, spec 001 section 9): the call clears 400 ms after
// it ends, the card_timeout countdown runs while the call's card stays open (not for admins, not for 0),
// sets no_active at zero, and stops when the card is saved or closed. JsSIP, API and audio are faked.
import './softphone-engine-fakes';
import { describe, expect, it, vi } from 'vitest';
import { closeContactCard, notify, notifyContactCardSaved, telephonyRequest } from '@/src/plugin-api';
import { playSound } from '@/plugins/softphone/audio/sounds';
import {
  answerIncoming,
  CONTACT,
  resetWorld,
  settle,
  startPhone,
  tidyWorld,
  type Phone,
  type UserSetup,
  useEngineWorld,
} from './softphone-engine-support';

let phone: Phone | undefined;
useEngineWorld();

const notices = () => vi.mocked(notify).mock.calls.map(([params]) => params);

/** An answered incoming call that the customer then hangs up. */
async function callEndedByCustomer(user: UserSetup, features = {}) {
  phone = await startPhone({ user, features });
  const session = await answerIncoming(phone);
  session.emit('ended', { originator: 'remote', cause: 'BYE' });
  return phone;
}

describe('the ended call', () => {
  it('shows ended, then clears 400 ms later', async () => {
    const { store } = await callEndedByCustomer({});
    expect(store.get().call?.state).toBe('ended');
    expect(notices()).toContainEqual({ type: 'warning', message: 'errors.clientHangUp', duration: 10 });
    await vi.advanceTimersByTimeAsync(399);
    expect(store.get().call?.state).toBe('ended');
    await vi.advanceTimersByTimeAsync(1);
    expect(store.get()).toMatchObject({ call: null, transfer: null });
  });

  it('shows failed, then clears 400 ms later, with no countdown for an unanswered call', async () => {
    phone = await startPhone({ user: { cardTimeout: 30 } });
    phone.engine.actions.call({ phone: '79161234567', contactId: CONTACT.id });
    await settle();
    phone.ua!.sessions[0].emit('failed', { originator: 'remote', cause: 'Busy' });
    expect(phone.store.get()).toMatchObject({ call: { state: 'failed' }, countdown: null });
    await vi.advanceTimersByTimeAsync(400);
    expect(phone.store.get().call).toBeNull();
  });

  it('plays the hang-up sound only with SOUND_END on', async () => {
    await callEndedByCustomer({});
    expect(playSound).not.toHaveBeenCalledWith('hangup');
    tidyWorld(phone!.engine);
    resetWorld();
    await callEndedByCustomer({}, { SOUND_END: 'true' });
    expect(playSound).toHaveBeenCalledWith('hangup');
  });

  it('is not refused as busy once cleared: the next call rings', async () => {
    phone = await startPhone();
    const session = await answerIncoming(phone);
    session.emit('ended', { originator: 'local' });
    closeContactCard();
    await vi.advanceTimersByTimeAsync(400);
    const next = phone.ua!.incoming('79167654321');
    await settle();
    expect(next.terminate).not.toHaveBeenCalled();
    expect(phone.store.get().ringing?.phone).toBe('79167654321');
  });
});

describe('card countdown', () => {
  it('counts card_timeout down while the card stays open and sets no_active at zero', async () => {
    const { store } = await callEndedByCustomer({ cardTimeout: 5 });
    const ua = phone!.ua!;
    expect(store.get().countdown).toEqual({ contactId: CONTACT.id, total: 5, remaining: 5 });
    await vi.advanceTimersByTimeAsync(3000);
    expect(store.get().countdown?.remaining).toBe(2);
    expect(store.get().presence).toBe('active');
    vi.mocked(telephonyRequest).mockClear();
    await vi.advanceTimersByTimeAsync(2000);
    expect(store.get().countdown?.remaining).toBe(0);
    expect(store.get()).toMatchObject({ presence: 'no_active', registration: 'unregistered' });
    expect(ua.stop).toHaveBeenCalled();
    expect(notices()).toContainEqual({ type: 'warning', message: 'errors.cardNotSaved' });
    expect(telephonyRequest).toHaveBeenCalledWith('get', '/device_state_change/', {
      operPhone: '1003',
      status: 'no_active',
      reason: 'ui_active',
    });
  });

  it('stops when the card is saved', async () => {
    const { store } = await callEndedByCustomer({ cardTimeout: 5 });
    await vi.advanceTimersByTimeAsync(2000);
    notifyContactCardSaved(CONTACT.id);
    expect(store.get().countdown).toBeNull();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(store.get().presence).toBe('active');
    expect(phone!.ua!.stop).not.toHaveBeenCalled();
  });

  it('ignores the save of another contact', async () => {
    const { store } = await callEndedByCustomer({ cardTimeout: 5 });
    notifyContactCardSaved(CONTACT.id + 1);
    await vi.advanceTimersByTimeAsync(5000);
    expect(store.get().presence).toBe('no_active');
  });

  it('stops when the card is closed and reports the end of the call', async () => {
    const { store } = await callEndedByCustomer({ cardTimeout: 5 });
    vi.mocked(telephonyRequest).mockClear();
    closeContactCard();
    expect(store.get().countdown).toBeNull();
    expect(telephonyRequest).toHaveBeenCalledWith('get', '/device_state_change/', {
      operPhone: '1003',
      status: 'active',
      reason: 'end_call',
    });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(store.get().presence).toBe('active');
  });

  it('does not run for an admin', async () => {
    const { store } = await callEndedByCustomer({ role: 'ROLE_ADMIN', cardTimeout: 5 });
    expect(store.get().countdown).toBeNull();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(store.get().presence).toBe('active');
  });

  it('does not run when card_timeout is 0', async () => {
    const { store } = await callEndedByCustomer({ cardTimeout: 0 });
    expect(store.get().countdown).toBeNull();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(store.get().presence).toBe('active');
  });

  it('does not run when the card was closed during the call', async () => {
    phone = await startPhone({ user: { cardTimeout: 5 } });
    const session = await answerIncoming(phone);
    closeContactCard();
    session.emit('ended', { originator: 'remote' });
    expect(phone.store.get().countdown).toBeNull();
  });

  it('allows only pause while it runs', async () => {
    const { store, engine } = await callEndedByCustomer({ cardTimeout: 5 });
    engine.actions.setPresence('dnd');
    expect(store.get().presence).toBe('active');
    expect(notices()).toContainEqual({
      type: 'error',
      message: 'errors.statusChangeBlockedTimeCard',
      duration: 3,
    });
    engine.actions.setPresence('pause');
    expect(store.get().presence).toBe('pause');
  });

  it('refuses incoming calls while it runs', async () => {
    await callEndedByCustomer({ cardTimeout: 5 });
    const next = phone!.ua!.incoming('79167654321');
    await settle();
    expect(next.terminate).toHaveBeenCalledWith({ status_code: 486 });
  });
});
