// One phone per tab, created by the softphone's root (SoftphoneRoot) for the signed-in user and shared by
// every softphone component, wherever its slot renders it.
import type { PhoneHandle } from './context';
import { createPhoneEngine, type PhoneEngine } from './engine';
import { createPhoneStore } from './store';
import { INITIAL_PHONE_STATE } from './types';

const store = createPhoneStore();
let engine: PhoneEngine | null = null;

const handle: PhoneHandle = {
  store,
  actions: {
    call: (request) => engine?.actions.call(request),
    answer: () => engine?.actions.answer(),
    hangup: () => engine?.actions.hangup(),
    toggleMute: () => engine?.actions.toggleMute(),
    toggleHold: () => engine?.actions.toggleHold(),
    sendDtmf: (tone) => engine?.actions.sendDtmf(tone) ?? false,
    transfer: (target) => engine?.actions.transfer(target),
    cancelTransfer: () => engine?.actions.cancelTransfer(),
    setPresence: (presence) => engine?.actions.setPresence(presence),
    chooseQueue: (queueName) => engine?.actions.chooseQueue(queueName),
  },
};

export const phoneInstance = (): PhoneHandle => handle;

/** The user's projects changed: the running phone takes them (SoftphoneRoot, from the shell's poll). */
export const updatePhoneProjects: PhoneEngine['setProjects'] = (projects) => engine?.setProjects(projects);

/** Starts the phone for `deps.user`; the returned function stops it (log out, unmount). */
export function startPhone(deps: Parameters<typeof createPhoneEngine>[1]): () => void {
  engine?.stop();
  store.set(INITIAL_PHONE_STATE); // nothing of the previous user's phone carries over
  const running = createPhoneEngine(store, deps);
  engine = running;
  running.start();
  return () => {
    running.stop();
    if (engine === running) engine = null;
  };
}
