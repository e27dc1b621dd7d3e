// Spec 000 section 4.4: audio playback stops when the telephony state becomes connecting, progress or
// answer, so a call recording or a message played in the CRM does not talk over the call. The engine
// calls stopMediaPlayback() on those transitions.

/** The call states on which playback on the page stops (spec 000 section 4.4). */
export const STOP_PLAYBACK_STATES: ReadonlySet<string> = new Set(['connecting', 'progress', 'answer']);

/** Whether entering this call state should silence the page's players. */
export const stopsPlayback = (state: string): boolean => STOP_PLAYBACK_STATES.has(state);

/**
 * Pauses every <audio> and <video> element of the page that is playing, except live streams (an
 * element fed by `srcObject`, such as the call's own remote voice) and those listed in `keep`.
 * Returns how many it paused.
 */
export function stopMediaPlayback(
  keep: readonly HTMLMediaElement[] = [],
  root: Pick<ParentNode, 'querySelectorAll'> | null = typeof document === 'undefined' ? null : document,
): number {
  if (!root) return 0;
  let paused = 0;
  for (const element of root.querySelectorAll<HTMLMediaElement>('audio, video')) {
    if (keep.includes(element) || element.paused || element.srcObject) continue;
    try {
      element.pause();
      paused += 1;
    } catch {
      // a player that refuses to pause is left alone
    }
  }
  return paused;
}
