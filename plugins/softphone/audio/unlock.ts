// Browsers keep audio silent until the page has seen a user gesture (autoplay policy). The first ring
// comes with no gesture of its own, so the phone resumes its AudioContext on the user's first
// pointerdown or keydown: installed early, the login click itself counts; installed later, the first
// click or key press anywhere does. In a single-page app the page keeps the activation the login click
// gave it, so unlockAudio() at install time often succeeds at once.
import { getAudioContext } from './audio-context';

const GESTURES = ['pointerdown', 'keydown', 'touchend'] as const;

/** Creates or resumes the tab's AudioContext; resolves true when audio may play. */
export async function unlockAudio(): Promise<boolean> {
  const context = getAudioContext();
  if (!context) return false;
  if (context.state === 'running') return true;
  try {
    await context.resume();
  } catch {
    return false;
  }
  return (context.state as AudioContextState) === 'running';
}

let uninstall: (() => void) | null = null;

/**
 * Registers one-shot listeners that unlock audio on the next user gesture (capture phase, so a
 * handler that stops propagation cannot hide it). Calling it again while installed does nothing.
 * Returns a function that removes the listeners.
 */
export function installAudioUnlock(
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> = window,
): () => void {
  if (uninstall) return uninstall;
  const onGesture = () => {
    void unlockAudio().then((unlocked) => {
      if (unlocked) remove();
    });
  };
  const remove = () => {
    for (const type of GESTURES) target.removeEventListener(type, onGesture, true);
    if (uninstall === remove) uninstall = null;
  };
  for (const type of GESTURES) target.addEventListener(type, onGesture, true);
  uninstall = remove;
  return remove;
}
