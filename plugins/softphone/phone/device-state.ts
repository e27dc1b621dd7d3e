// GET /node/device_state_change/ (spec 001 section 7): the backend's record of presence and calls.
import { telephonyRequest } from '@/src/plugin-api';
import type { Presence } from './types';

export type DeviceStateReason =
  'ui_active' | 'ui_pause' | 'ui_dnd' | 'start_call' | 'end_call' | 'ui_pause_change_queue';

export async function reportDeviceState(operPhone: string, status: Presence, reason: DeviceStateReason) {
  try {
    await telephonyRequest('get', '/device_state_change/', { operPhone, status, reason });
  } catch {
    // The report is history for the reports; a failed one must not break the phone.
  }
}
