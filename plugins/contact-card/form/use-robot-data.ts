// Spec 000 section 4.1 and spec 001 section 9: on a card opened for a robot or system call the robot may still
// be writing its results, so the card waits 2 s, then asks up to 6 times 1.8 s apart until robot_status
// appears, and fills the card's fields from the reply.
import type { FormInstance } from 'antd';
import { useEffect, useRef } from 'react';
import { apiCall, type ContactCardCallType } from '@/src/plugin-api';
import type { CardLabel, Contact } from '../types';
import { readDynamicData, toFormValue, type CardValues } from './values';

export const ROBOT_POLL = { firstWait: 2000, interval: 1800, tries: 6 } as const;

const POLLED: ReadonlySet<ContactCardCallType> = new Set(['TYPE_ROBOT', 'TYPE_ROBOT_RECALL', 'TYPE_SYSTEM']);

interface RobotData {
  robot_status: unknown;
  dynamic_data: Contact['dynamic_data'];
}

const isEmpty = (v: unknown) =>
  v === undefined ||
  v === null ||
  v === '' ||
  (Array.isArray(v) && !v.length) ||
  (typeof v === 'object' && !Object.keys(v as object).length);

/** Calls `onData` once with the robot's dynamic_data, if robot_status appears within the tries. */
export function useRobotData(
  contactId: number,
  callType: ContactCardCallType | undefined,
  onData: (data: Record<string, unknown>) => void,
) {
  const latest = useRef(onData);
  useEffect(() => {
    latest.current = onData;
  });

  useEffect(() => {
    if (!callType || !POLLED.has(callType)) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = async (n: number) => {
      try {
        const data = await apiCall<RobotData>('get', `/contact/get_robot_data/${contactId}`);
        if (!live) return;
        if (data && !isEmpty(data.robot_status)) {
          latest.current(readDynamicData(data.dynamic_data));
          return;
        }
      } catch {
        // A failed try counts as one without data: the next one may succeed.
      }
      if (live && n < ROBOT_POLL.tries) timer = setTimeout(() => void attempt(n + 1), ROBOT_POLL.interval);
    };
    timer = setTimeout(() => void attempt(1), ROBOT_POLL.firstWait);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [contactId, callType]);
}

/** The robot's values into the fields the user has not touched; returns the contact's data with them merged. */
export function fillRobotValues(
  form: FormInstance<CardValues>,
  labels: readonly CardLabel[],
  contact: Contact,
  data: Record<string, unknown>,
): Record<string, unknown> {
  for (const label of labels) {
    const key = String(label.id);
    if (!(key in data) || form.isFieldTouched(['dynamic_data', key])) continue;
    form.setFieldValue(['dynamic_data', key], toFormValue(label, data[key]));
  }
  return { ...readDynamicData(contact.dynamic_data), ...data };
}
