// The softphone engine: registration with the SIP server, presence, and the call actions the UI uses.
// It owns the phone's state (store.ts); the rules live in the modules it composes.
import {
  callsEnabled,
  notify,
  onCallsEnabledChange,
  providePhone,
  publishPhoneState,
  rememberedPhoneStatus,
  rememberedQueueName,
  rememberPhoneStatus,
  rememberQueueName,
  softphoneRole,
  type CurrentUser,
  type RuntimeConfig,
} from '@/src/plugin-api';
import { microphoneConstraints } from '../audio/devices';
import { createAfterCall } from './after-call';
import { createControls } from './controls';
import { reportDeviceState } from './device-state';
import type { EngineContext, Translate } from './engine-context';
import { createIncoming } from './incoming';
import { createOutgoing } from './outgoing';
import { backendReason, presenceRefusal } from './presence-rules';
import { fetchProjects, type Project } from './projects';
import { createRegistration } from './registration';
import { openReportChannel } from './report-channel';
import type { PhoneStore } from './store';
import { holdPhoneLock, type TabLock } from './tab-lock';
import { followMainTrunk } from './trunk-poll';
import type { PhoneActions, Presence } from './types';

const PRESENCES: readonly Presence[] = ['active', 'pause', 'dnd', 'no_active'];
/** Spec 001 section 9: the softphone starts 500 ms after init. */
export const START_DELAY_MS = 500;

export interface PhoneEngine {
  actions: PhoneActions;
  start: () => void;
  stop: () => void;
  /** The user's projects changed (the shell's 15 s poll of GET /user/projects): queues, headers, choice. */
  setProjects: (projects: Project[]) => void;
}

export function createPhoneEngine(
  store: PhoneStore,
  deps: { user: CurrentUser; config: RuntimeConfig; t: Translate },
): PhoneEngine {
  const ctx: EngineContext = {
    ...deps,
    store,
    ua: null,
    settings: null,
    session: null,
    ringingSession: null,
    transferSession: null,
    projects: [],
    report: () => undefined,
    afterCall: () => undefined,
  };
  const { user, t } = deps;
  const role = softphoneRole(user);
  const allowed = () => !role.waitsForCallsEnabled || callsEnabled();
  const registration = createRegistration(
    ctx,
    (session, e) =>
      void incoming.onIncoming(
        session,
        e.request.from?.uri?.user,
        (name) => e.request.getHeader(name) || undefined,
      ),
    async () => {
      // The report channel opens with the first credentials: without a SIP server there is no shift to track.
      if (!closeReportChannel) cleanups.push((closeReportChannel = openReportChannel(ctx, applyPresence)));
      if (!role.worksQueues || (await microphoneWorks())) return true;
      applyPresence('no_active');
      return false;
    },
  );
  const after = createAfterCall(ctx, { forcePresence: (p) => applyPresence(p) });
  ctx.afterCall = after.afterCall;
  const incoming = createIncoming(ctx, after.callCardOpened);
  const controls = createControls(ctx, incoming.decline);
  const outgoing = createOutgoing(ctx, after.callCardOpened);
  let lock: TabLock | null = null;
  let lockHeld = false;
  const cleanups: (() => void)[] = [];
  let closeReportChannel: (() => void) | null = null;
  // stop() may come while start() still waits for the projects (React's strict mode, a quick user switch).
  let stopped = false;

  async function microphoneWorks(): Promise<boolean> {
    try {
      const stream = await navigator.mediaDevices.getUserMedia(await microphoneConstraints());
      stream.getTracks().forEach((track) => track.stop());
      return true;
    } catch {
      notify({
        type: 'error',
        message: t('errors.noMicAccessHeader'),
        description: t('errors.noMicAccessMessage'),
        duration: 10,
      });
      return false;
    }
  }

  async function goOnline() {
    if (stopped || !lockHeld || store.get().presence === 'no_active') return;
    if (!allowed()) return store.set({ blocked: 'callsDisabled', registration: 'unregistered' });
    await registration.connect();
  }

  function applyPresence(next: Presence) {
    store.set({ presence: next });
    rememberPhoneStatus(next);
    if (user.extension) void reportDeviceState(user.extension, next, backendReason(next));
    ctx.report('status', { status: next });
    if (next === 'no_active') registration.disconnect();
    else void goOnline();
  }

  function setPresence(next: Presence) {
    const current = store.get().presence;
    if (next === current) return;
    if (role.worksQueues && ctx.projects.length === 0) {
      return void notify({
        type: 'error',
        message: t('errors.noProject'),
        description: t('errors.contactAdmin'),
        duration: 5,
      });
    }
    const refusal = presenceRefusal({
      next,
      current,
      inCall: ctx.session !== null || ctx.ringingSession !== null,
      callCardOpen: after.callCardOpen(),
      countdownRunning: after.countdownRunning(),
    });
    if (refusal) return void notify({ type: 'error', message: t(`errors.${refusal}`), duration: 3 });
    applyPresence(next);
  }

  const publish = () => {
    const s = store.get();
    publishPhoneState({
      canCall: s.registration === 'registered' && !s.blocked && !s.call && !s.ringing,
      busy: s.call !== null || s.ringing !== null,
    });
  };

  /** Shows the projects; the queue stays `wanted` while it is one of them, else the only one, else none. */
  function showProjects(wanted: string | null) {
    store.set({
      projects: ctx.projects.map((p) => ({ id: p.project_id, title: p.title, queueName: p.queue_name })),
      queueName:
        ctx.projects.find((p) => p.queue_name === wanted)?.queue_name ??
        (ctx.projects.length === 1 ? ctx.projects[0].queue_name : null),
    });
  }

  async function start() {
    const status = rememberedPhoneStatus() as Presence | null;
    store.set({ presence: status && PRESENCES.includes(status) ? status : 'active' });
    if (role.loadsProjects) ctx.projects = await fetchProjects();
    if (stopped) return;
    showProjects(rememberedQueueName());
    cleanups.push(store.subscribe(publish), providePhone({ call: (request) => void outgoing(request) }));
    if (role.worksQueues) cleanups.push(followMainTrunk(ctx));
    cleanups.push(
      onCallsEnabledChange((enabled) =>
        enabled ? void goOnline() : registration.disconnect('callsDisabled'),
      ),
    );
    lock = holdPhoneLock(
      `softphone:${user.id}`,
      () => {
        if (stopped) return;
        lockHeld = true;
        store.set({ blocked: null });
        setTimeout(() => void goOnline(), START_DELAY_MS);
      },
      () => store.set({ blocked: 'otherTab', registration: 'unregistered' }),
    );
  }

  return {
    start: () => void start(),
    setProjects: (projects) => {
      if (stopped || !role.loadsProjects) return;
      ctx.projects = projects;
      showProjects(store.get().queueName);
    },
    stop: () => {
      stopped = true;
      registration.disconnect();
      lock?.release();
      after.dispose();
      cleanups.splice(0).forEach((cleanup) => cleanup());
    },
    actions: {
      call: (request) => void outgoing(request),
      answer: () => void incoming.answer(),
      hangup: controls.hangup,
      toggleMute: controls.toggleMute,
      toggleHold: controls.toggleHold,
      sendDtmf: controls.sendDtmf,
      transfer: controls.transfer,
      cancelTransfer: controls.cancelTransfer,
      setPresence,
      chooseQueue: (queueName) => {
        if (!ctx.projects.some((p) => p.queue_name === queueName)) return;
        store.set({ queueName });
        rememberQueueName(queueName);
        if (user.extension)
          void reportDeviceState(user.extension, store.get().presence, 'ui_pause_change_queue');
      },
    },
  };
}
