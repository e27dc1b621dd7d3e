// A call as GET /api/call/list sends it (spec 000 section 3, "Call"), as far as the card's table reads it.
import type { ContactCardCallType } from '@/src/plugin-api';

export interface CallItem {
  id: number;
  unique_id: string;
  at: string;
  /** The recording, relative to the recordings folder; '' when the call has none. */
  audio_path: string;
  client_phone: string;
  context: 'outbound' | 'inbound';
  to_phone: string;
  bill_sec: number;
  duration: number;
  initiator_hang_up: 'client' | 'operator' | null;
  status: number | null;
  status_operator: string;
  /** The robot's result on its calls: { class: -1..4, text }; null otherwise. */
  robot_status: unknown;
  campaign: { id: number; title: string } | null;
  contact: { id: number; full_name: string } | null;
  operator: { id: number; full_name: string } | null;
  call_type: ContactCardCallType;
}

export interface CallPage {
  items: CallItem[];
  totalCount: number;
}
