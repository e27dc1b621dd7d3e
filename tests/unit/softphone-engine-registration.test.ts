// The engine's registration and presence (spec 000 sections 4.4 and 5): the UA's states in the store,
// settings that refuse a phone, the microphone probe, no_active stopping the UA, the device-state report
// and the rules that refuse a presence change. JsSIP, the API and the audio are faked.
import './softphone-engine-fakes';
import { describe, expect, it, vi } from 'vitest';
import { notify, telephonyRequest } from '@/src/plugin-api';
import { sessionState } from '@/providers/session-state';
import { DEFAULT_RUNTIME_CONFIG } from '@/src/boot/runtime-config';
import { createPhoneEngine } from '@/plugins/softphone/phone/engine';
import { createPhoneStore } from '@/plugins/softphone/phone/store';
import {
  FakeUA,
  getUserMedia,
  makeUser,
  routeApi,
  settle,
  SETTINGS,
  startPhone,
  type Phone,
  stopAfterTest,
  useEngineWorld,
} from './softphone-engine-support';

let phone: Phone | undefined;
useEngineWorld();

const deviceStateReports = () =>
  vi.mocked(telephonyRequest).mock.calls.filter(([, url]) => url === '/device_state_change/');
const notices = () => vi.mocked(notify).mock.calls.map(([params]) => params);

describe('registration', () => {
  it('probes the microphone, builds the UA from the settings and maps its states', async () => {
    phone = await startPhone({ register: false });
    const { store } = phone;
    const ua = phone.ua!;
    expect(getUserMedia).toHaveBeenCalledWith({ audio: true });
    expect(ua.config).toMatchObject({
      uri: SETTINGS.uri,
      authorization_user: '1003',
      password: 'secret',
      register: true,
    });
    expect(ua.start).toHaveBeenCalledTimes(1);
    expect(store.get()).toMatchObject({ registration: 'connecting', blocked: null, presence: 'active' });

    ua.emit('registered');
    expect(store.get()).toMatchObject({ registration: 'registered', blocked: null });
    ua.emit('disconnected');
    expect(store.get()).toMatchObject({ registration: 'connecting', blocked: 'sipUnreachable' });
    ua.emit('connecting');
    expect(store.get().registration).toBe('connecting');
    ua.emit('registered');
    expect(store.get()).toMatchObject({ registration: 'registered', blocked: null });
    ua.emit('unregistered');
    expect(store.get().registration).toBe('connecting');
    ua.emit('registrationFailed', { cause: 'Connection Error' });
    expect(store.get()).toMatchObject({ registration: 'connecting', blocked: 'sipUnreachable' });
  });

  it('does not start before the 500 ms start delay', async () => {
    routeApi();
    const store = createPhoneStore();
    const engine = createPhoneEngine(store, {
      user: makeUser(),
      config: DEFAULT_RUNTIME_CONFIG,
      t: (k) => k,
    });
    stopAfterTest(engine);
    engine.start();
    await settle();
    await vi.advanceTimersByTimeAsync(499);
    expect(FakeUA.instances).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(FakeUA.instances).toHaveLength(1);
  });

  it('blocks with noExtension and builds no UA when the settings say unavailable', async () => {
    phone = await startPhone({ api: { settings: { available: false, reason: 'noExtension' } } });
    expect(phone.ua).toBeNull();
    expect(phone.store.get()).toMatchObject({ registration: 'unregistered', blocked: 'noExtension' });
  });

  it('blocks with sipServerOff when the settings lack a SIP server', async () => {
    phone = await startPhone({ api: { settings: { available: true, uri: '' } } });
    expect(phone.ua).toBeNull();
    expect(phone.store.get()).toMatchObject({ registration: 'unregistered', blocked: 'sipServerOff' });
  });

  it('shows sipUnreachable when the settings cannot be fetched', async () => {
    phone = await startPhone({ api: { settings: 'error' } });
    expect(phone.ua).toBeNull();
    expect(phone.store.get()).toMatchObject({ registration: 'connecting', blocked: 'sipUnreachable' });
  });

  it('sets an operator without microphone to no_active with the microphone notice', async () => {
    getUserMedia.mockRejectedValue(new Error('NotAllowedError'));
    phone = await startPhone();
    expect(phone.ua).toBeNull();
    expect(phone.store.get()).toMatchObject({ presence: 'no_active', registration: 'unregistered' });
    expect(notices()).toContainEqual(
      expect.objectContaining({
        type: 'error',
        message: 'errors.noMicAccessHeader',
        description: 'errors.noMicAccessMessage',
        duration: 10,
      }),
    );
  });

  it('does not probe the microphone of an admin', async () => {
    phone = await startPhone({ user: { role: 'ROLE_ADMIN' } });
    expect(getUserMedia).not.toHaveBeenCalled();
    expect(phone.store.get().registration).toBe('registered');
  });

  it('blocks an operator with callsDisabled while calls are disabled, and connects when enabled', async () => {
    sessionState.set({ callsEnabled: false });
    phone = await startPhone();
    expect(phone.ua).toBeNull();
    expect(phone.store.get()).toMatchObject({ blocked: 'callsDisabled', registration: 'unregistered' });
    sessionState.set({ callsEnabled: true });
    await settle();
    expect(FakeUA.instances).toHaveLength(1);
    FakeUA.last().emit('registered');
    expect(phone.store.get()).toMatchObject({ blocked: null, registration: 'registered' });
    sessionState.set({ callsEnabled: false });
    expect(FakeUA.last().stop).toHaveBeenCalled();
    expect(phone.store.get()).toMatchObject({ blocked: 'callsDisabled', registration: 'unregistered' });
  });

  it('stops the UA on engine stop', async () => {
    phone = await startPhone();
    phone.engine.stop();
    expect(phone.ua!.stop).toHaveBeenCalled();
    expect(phone.store.get().registration).toBe('unregistered');
    phone = undefined;
  });
});

describe('presence', () => {
  it('no_active stops the UA and reports the device state; active registers again', async () => {
    phone = await startPhone();
    const { store, engine } = phone;
    vi.mocked(telephonyRequest).mockClear();
    engine.actions.setPresence('no_active');
    expect(phone.ua!.stop).toHaveBeenCalledTimes(1);
    expect(store.get()).toMatchObject({ presence: 'no_active', registration: 'unregistered' });
    expect(deviceStateReports()).toEqual([
      ['get', '/device_state_change/', { operPhone: '1003', status: 'no_active', reason: 'ui_active' }],
    ]);

    engine.actions.setPresence('active');
    await settle();
    expect(FakeUA.instances).toHaveLength(2);
    expect(deviceStateReports().at(-1)?.[2]).toEqual({
      operPhone: '1003',
      status: 'active',
      reason: 'ui_active',
    });
  });

  it('reports pause and dnd with their reasons and keeps the UA', async () => {
    phone = await startPhone();
    vi.mocked(telephonyRequest).mockClear();
    phone.engine.actions.setPresence('pause');
    phone.engine.actions.setPresence('dnd');
    expect(deviceStateReports().map(([, , data]) => data)).toEqual([
      { operPhone: '1003', status: 'pause', reason: 'ui_pause' },
      { operPhone: '1003', status: 'dnd', reason: 'ui_dnd' },
    ]);
    expect(phone.store.get()).toMatchObject({ presence: 'dnd', registration: 'registered' });
    expect(phone.ua!.stop).not.toHaveBeenCalled();
  });

  it('refuses an operator with no projects (noProject, contactAdmin)', async () => {
    phone = await startPhone({ api: { projects: [] } });
    phone.engine.actions.setPresence('pause');
    expect(phone.store.get().presence).toBe('active');
    expect(notices()).toContainEqual({
      type: 'error',
      message: 'errors.noProject',
      description: 'errors.contactAdmin',
      duration: 5,
    });
    expect(deviceStateReports()).toHaveLength(0);
  });

  it('lets an admin without projects change presence', async () => {
    phone = await startPhone({ user: { role: 'ROLE_ADMIN' }, api: { projects: [] } });
    phone.engine.actions.setPresence('no_active');
    expect(phone.store.get().presence).toBe('no_active');
  });

  it('refuses a change during a call with statusChangeBlocked', async () => {
    phone = await startPhone();
    phone.ua!.incoming('79161234567');
    await settle();
    expect(phone.store.get().ringing).not.toBeNull();
    phone.engine.actions.setPresence('pause');
    expect(phone.store.get().presence).toBe('active');
    expect(notices()).toContainEqual({ type: 'error', message: 'errors.statusChangeBlocked', duration: 3 });
  });
});
