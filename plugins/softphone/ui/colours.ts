// Colours and formats of the phone UI (spec 000 section 4.4, 001 section 9). Pure, so unit-testable.
import type { Presence, Registration } from '../phone/types';

export type UiColour = 'red' | 'orange' | 'green' | 'blue' | 'grey';

export const COLOUR_CSS: Record<UiColour, string> = {
  red: '#f5222d',
  orange: '#fa8c16',
  green: '#52c41a',
  blue: '#1677ff',
  grey: '#bfbfbf',
};

/** Unregistered red; connecting, or registered on pause (pause and dnd are both a backend pause), orange. */
export function registrationColour(registration: Registration, presence: Presence): UiColour {
  if (registration === 'unregistered') return 'red';
  if (registration === 'connecting' || presence === 'pause' || presence === 'dnd') return 'orange';
  return 'green';
}

/** The presence select's colours; `disabled` (no global.call) is grey. */
export function presenceColour(presence: Presence, disabled = false): UiColour {
  if (disabled) return 'grey';
  return ({ no_active: 'red', active: 'green', pause: 'orange', dnd: 'blue' } as const)[presence];
}

/** The card countdown: red at 0, orange while total / remaining exceeds 2, otherwise green. */
export function countdownColour(total: number, remaining: number): UiColour {
  if (remaining <= 0) return 'red';
  return total / remaining > 2 ? 'orange' : 'green';
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A call's duration: mm:ss under an hour, hh:mm:ss from then on. */
export function formatDuration(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return h > 0 ? `${pad(h)}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`;
}
