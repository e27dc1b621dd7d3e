// The shapes of GET /api/call/list?report=true and POST /api/call/get_files_type (docs/contracts.md,
// "The calls report").
export interface Named {
  id: number;
  title: string;
}

export interface CallRow {
  id: number;
  unique_id: string;
  at: string;
  client_phone: string;
  campaign: Named | null;
  context: 'outbound' | 'inbound';
  to_phone: string;
  trunk: string;
  source: string;
  duration: number;
  bill_sec: number;
  dial_sec: number;
  wait_sec: number;
  talk_sec: number;
  initiator_hang_up: 'client' | 'operator' | null;
  status: number | null;
  status_label: string | null;
  status_operator: string;
  contact: { id: number; full_name: string } | null;
  operator: { id: number; full_name: string } | null;
  client_status: string;
  robot_status: unknown;
  call_type: string;
  status_groups: string[];
  provider: string;
  region: string;
  tz: string;
  result: string | null;
  tags: { id: number; title: string; color: string }[];
  comments: number;
  price: number;
  audio_path: string;
  file_format: string;
}

export interface StatusChoice {
  code: number;
  label: string;
}

export interface ReportReply {
  items: CallRow[];
  totalCount: number;
  totalCountExact: boolean;
  page: number;
  next: string | null;
  prev: string | null;
  statuses: StatusChoice[];
}

export interface RecordingFile {
  format: string;
  path: string;
  size: number;
  /** Plays in an <audio> element as it is (a ticket in the address, no token needed). */
  url: string;
}
