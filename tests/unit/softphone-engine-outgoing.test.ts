// Outgoing calls through the engine (spec 000 section 5, Calling; spec 001 section 7): an empty number
// plays 'rejected', an operator number and a missing trunk are notified, otherwise the UA dials
// sip:<digits>@<domain> with the X- headers and the contact's card opens. JsSIP, API and audio are faked.
import './softphone-engine-fakes';
import { describe, expect, it, vi } from 'vitest';
import { contactCardState, notify, openContactCard, placeCall, telephonyRequest } from '@/src/plugin-api';
import { playSound, stopAllSounds } from '@/plugins/softphone/audio/sounds';
import { stopMediaPlayback } from '@/plugins/softphone/audio/stop-playback';
import {
  callOptions,
  PROJECT,
  settle,
  startPhone,
  type Phone,
  useEngineWorld,
} from './softphone-engine-support';

let phone: Phone | undefined;
useEngineWorld();

const notices = () => vi.mocked(notify).mock.calls.map(([params]) => params);
const HEADERS = [
  'X-Campaign: 1',
  'X-Main-Trunk: main_trunk',
  'X-Queue: campaign_1',
  'X-Trunk: main_trunk',
  'X-Sip: 1003',
];

describe('refused calls', () => {
  it('plays rejected for an empty number and dials nothing', async () => {
    phone = await startPhone();
    phone.engine.actions.call({ phone: ' - ' });
    await settle();
    expect(playSound).toHaveBeenCalledWith('rejected');
    expect(phone.ua!.call).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
  });

  it('notifies callToOperatorNumber for four digits', async () => {
    phone = await startPhone();
    phone.engine.actions.call({ phone: '1004' });
    await settle();
    expect(notices()).toEqual([{ type: 'error', message: 'errors.callToOperatorNumber' }]);
    expect(phone.ua!.call).not.toHaveBeenCalled();
  });

  it('notifies trunkErrorUser without main_trunk_name', async () => {
    phone = await startPhone({ user: { mainTrunk: null } });
    phone.engine.actions.call({ phone: '79161234567' });
    await settle();
    expect(notices()).toEqual([{ type: 'error', message: 'errors.trunkErrorUser' }]);
    expect(phone.ua!.call).not.toHaveBeenCalled();
  });

  it('notifies callNotAvailable while not registered', async () => {
    phone = await startPhone({ register: false });
    phone.engine.actions.call({ phone: '79161234567' });
    await settle();
    expect(notices()).toEqual([{ type: 'error', message: 'errors.callNotAvailable' }]);
    expect(phone.ua!.call).not.toHaveBeenCalled();
  });

  it('notifies callNotAvailable during another call', async () => {
    phone = await startPhone();
    phone.engine.actions.call({ phone: '79161234567' });
    await settle();
    phone.engine.actions.call({ phone: '79167654321' });
    await settle();
    expect(phone.ua!.call).toHaveBeenCalledTimes(1);
    expect(notices()).toContainEqual({ type: 'error', message: 'errors.callNotAvailable' });
  });
});

describe('placed calls', () => {
  it('dials the digits at the SIP domain with the X- headers of the project', async () => {
    phone = await startPhone();
    phone.engine.actions.call({ phone: '+7 (916) 123-45-67', contactId: 42, campaignId: PROJECT.project_id });
    await settle();
    expect(phone.ua!.call).toHaveBeenCalledWith('sip:79161234567@pbx.test', expect.anything());
    expect(callOptions(phone.ua!)).toEqual({
      extraHeaders: HEADERS,
      mediaConstraints: { audio: true },
      pcConfig: { iceServers: [] },
    });
    expect(phone.store.get().call).toMatchObject({
      direction: 'outgoing',
      state: 'connecting',
      phone: '79161234567',
      displayPhone: '+7 (916) 123-45-67',
      contactId: 42,
      campaignId: 1,
      callType: 'TYPE_SYSTEM',
    });
  });

  it('uses the only project when the request names none', async () => {
    phone = await startPhone();
    phone.engine.actions.call({ phone: '79161234567' });
    await settle();
    expect(callOptions(phone.ua!).extraHeaders).toEqual(HEADERS);
  });

  it('opens the contact card as the call starts and reports start_call', async () => {
    phone = await startPhone();
    phone.engine.actions.call({ phone: '79161234567', contactId: 42, taskId: 9, callType: 'TYPE_TASK' });
    await settle();
    expect(contactCardState()).toEqual({ contactId: 42, options: { callType: 'TYPE_TASK', taskId: 9 } });
    expect(telephonyRequest).toHaveBeenCalledWith('get', '/device_state_change/', {
      operPhone: '1003',
      status: 'pause',
      reason: 'start_call',
    });
    expect(telephonyRequest).toHaveBeenCalledWith(
      'get',
      '/call/contact/',
      expect.objectContaining({ contact_id: 42, context: 'outbound', type: 'TYPE_TASK' }),
    );
  });

  it('keeps a card that is already open for the contact', async () => {
    phone = await startPhone();
    openContactCard(42, { taskId: 3 });
    phone.engine.actions.call({ phone: '79161234567', contactId: 42 });
    await settle();
    expect(contactCardState()).toEqual({ contactId: 42, options: { taskId: 3 } });
  });

  it('follows the session states, ringback on progress, and stops playback', async () => {
    phone = await startPhone();
    phone.engine.actions.call({ phone: '79161234567' });
    await settle();
    const session = phone.ua!.sessions[0];
    session.emit('progress');
    expect(phone.store.get().call?.state).toBe('progress');
    expect(playSound).toHaveBeenCalledWith('ringback');
    session.emit('accepted');
    expect(stopAllSounds).toHaveBeenCalled();
    expect(phone.store.get().call?.state).toBe('accepted');
    session.emit('confirmed');
    expect(phone.store.get().call).toMatchObject({ state: 'answer', answeredAt: Date.now() });
    expect(stopMediaPlayback).toHaveBeenCalledTimes(2); // progress and answer
  });

  it('is reachable through the plugin API once registered', async () => {
    phone = await startPhone();
    expect(placeCall({ phone: '79161234567' })).toBe(true);
    await settle();
    expect(phone.ua!.call).toHaveBeenCalledTimes(1);
    // Busy now: the bridge refuses a second call.
    expect(placeCall({ phone: '79161234567' })).toBe(false);
  });
});

describe('the project a call without one goes to (campaign-select dialog)', () => {
  const SECOND = { project_id: 2, queue_name: 'campaign_2', title: 'Campaign two', trunk: null };

  it('uses the chosen queue and reports the change', async () => {
    phone = await startPhone({ api: { projects: [PROJECT, SECOND] } });
    expect(phone.store.get().projects.map((p) => p.queueName)).toEqual(['campaign_1', 'campaign_2']);
    expect(phone.store.get().queueName).toBeNull(); // several projects and none chosen yet
    phone.engine.actions.chooseQueue('campaign_9'); // not one of the user's: ignored
    expect(phone.store.get().queueName).toBeNull();
    phone.engine.actions.chooseQueue('campaign_2');
    expect(phone.store.get().queueName).toBe('campaign_2');
    expect(telephonyRequest).toHaveBeenCalledWith('get', '/device_state_change/', {
      operPhone: '1003',
      status: 'active',
      reason: 'ui_pause_change_queue',
    });
    phone.engine.actions.call({ phone: '79161234567' });
    await settle();
    expect(callOptions(phone.ua!).extraHeaders).toEqual(
      expect.arrayContaining(['X-Campaign: 2', 'X-Queue: campaign_2']),
    );
  });

  it("sends the project's own trunk as X-Trunk when it has one", async () => {
    phone = await startPhone({ api: { projects: [{ ...PROJECT, trunk: 'project-trunk' }] } });
    phone.engine.actions.call({ phone: '79161234567', campaignId: 1 });
    await settle();
    expect(callOptions(phone.ua!).extraHeaders).toEqual(
      expect.arrayContaining(['X-Trunk: project-trunk', 'X-Main-Trunk: main_trunk']),
    );
  });

  it('with one project uses it without asking', async () => {
    phone = await startPhone();
    expect(phone.store.get().queueName).toBe('campaign_1');
  });

  it('takes the projects of a later poll: a project given is called through, a project taken is gone (issue 14)', async () => {
    phone = await startPhone({ api: { projects: [] } });
    expect(phone.store.get()).toMatchObject({ projects: [], queueName: null });
    phone.engine.setProjects([SECOND]);
    expect(phone.store.get().projects.map((p) => p.queueName)).toEqual(['campaign_2']);
    expect(phone.store.get().queueName).toBe('campaign_2'); // the only one
    phone.engine.actions.setPresence('pause'); // with a project, the presence may change now
    expect(phone.store.get().presence).toBe('pause');
    phone.engine.actions.call({ phone: '79161234567' });
    await settle();
    expect(callOptions(phone.ua!).extraHeaders).toEqual(
      expect.arrayContaining(['X-Campaign: 2', 'X-Queue: campaign_2']),
    );
    phone.engine.actions.hangup();
    await settle();

    phone.engine.setProjects([PROJECT, SECOND]); // a second project: the chosen queue stays
    expect(phone.store.get().queueName).toBe('campaign_2');
    phone.engine.setProjects([PROJECT]); // the chosen one taken away
    expect(phone.store.get()).toMatchObject({
      projects: [{ id: 1, title: 'Campaign one', queueName: 'campaign_1' }],
      queueName: 'campaign_1',
    });
    phone.engine.stop();
    phone.engine.setProjects([SECOND]); // a stopped phone ignores the poll
    expect(phone.store.get().queueName).toBe('campaign_1');
  });
});
