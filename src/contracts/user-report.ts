// The user-report message (spec 001 section 3): what the operator's browser sends up the /userreport socket
// as `report`, and what the server checks and keeps. Declared once for both sides.

export interface UserReportMessage {
  /** The client's id of the report (or of the call it is about). */
  id: string | number | null;
  /** The status or call event: `registered`, `active`, `pause`, `progress`, `answer`, `ended`... */
  event: string;
  oper_phone: string;
  oper_full_name: string;
  queue_names: string[];
  client_queue_name: string | null;
  client_phone: string | null;
  client_id: number | null;
}
