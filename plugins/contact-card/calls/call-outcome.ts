// What the calls table shows as a call's status (spec 000 section 3, "Call"; spec 001 section 9): the
// operator's result when there is one, else the robot's class (-1 silence, 0 other, 1 agree, 2 aggression,
// 3 recall, 4 repeat) with the robot's own words. The call status codes (1-8, 11, ...) have labels the spec
// keeps unshown, so a bare code is never printed: a "1" told the user nothing (docs/decisions.md).
import type { CallItem } from './types';

export const ROBOT_CLASSES = ['-1', '0', '1', '2', '3', '4'] as const;
export type RobotClass = (typeof ROBOT_CLASSES)[number];

export type CallOutcome =
  | { kind: 'operator'; text: string }
  | { kind: 'robot'; robotClass: RobotClass; said?: string }
  | { kind: 'none' };

/** The robot's class and words from robot_status ({ class, text }), whatever type the class arrives as. */
function robotOf(status: unknown): { robotClass: RobotClass; said?: string } | null {
  if (!status || typeof status !== 'object') return null;
  const { class: raw, text } = status as { class?: unknown; text?: unknown };
  const robotClass = ROBOT_CLASSES.find((c) => raw !== null && raw !== '' && String(raw) === c);
  if (!robotClass) return null;
  return { robotClass, said: typeof text === 'string' && text.trim() ? text.trim() : undefined };
}

export function callOutcome(call: Pick<CallItem, 'status_operator' | 'robot_status'>): CallOutcome {
  if (call.status_operator) return { kind: 'operator', text: call.status_operator };
  const robot = robotOf(call.robot_status);
  return robot ? { kind: 'robot', ...robot } : { kind: 'none' };
}
