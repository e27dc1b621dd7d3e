// One AudioContext per tab for every sound the phone makes. Browsers create it suspended until the
// page has had a user gesture (unlock.ts resumes it); code that plays asks for it through here.

type AudioContextClass = typeof AudioContext;

let context: AudioContext | null = null;

function contextClass(): AudioContextClass | null {
  const scope = globalThis as unknown as {
    AudioContext?: AudioContextClass;
    webkitAudioContext?: AudioContextClass;
  };
  return scope.AudioContext ?? scope.webkitAudioContext ?? null;
}

/** Whether this browser has the Web Audio API at all. */
export const hasWebAudio = (): boolean => contextClass() !== null;

/** The tab's AudioContext, created on first use; null without Web Audio or when creating it fails. */
export function getAudioContext(): AudioContext | null {
  if (context && context.state !== 'closed') return context;
  const Ctor = contextClass();
  if (!Ctor) return null;
  try {
    context = new Ctor();
  } catch (error) {
    console.warn('softphone audio: no AudioContext', error);
    context = null;
  }
  return context;
}

/** The context if one exists already; never creates one. */
export const currentAudioContext = (): AudioContext | null => context;

/** For tests: forgets the context, so the next getAudioContext() builds a new one. */
export function resetAudioContext(): void {
  context = null;
}
