// The user-report message (spec 001 section 3): id, event, oper_phone, oper_full_name, queue_names,
// client_queue_name, client_phone, client_id. Checked by hand (it arrives over the socket, not a route):
// a malformed message is ignored, never stored, never thrown.
import type { UserReportMessage } from '../from-client';

/** The message as the contract declares it (src/contracts/user-report.ts). */
export type UserReport = UserReportMessage;

export type ReportCheck = { ok: true; report: UserReport } | { ok: false; field: string };

const MAX_TEXT = 255;
const MAX_QUEUES = 200;

const isText = (value: unknown, max = MAX_TEXT): value is string =>
  typeof value === 'string' && value.length <= max && !value.includes('\u0000');

const absent = (value: unknown) => value === undefined || value === null || value === '';

function optionalText(value: unknown): string | null | undefined {
  if (absent(value)) return null;
  return isText(value) ? value : undefined;
}

function queueNames(value: unknown): string[] | undefined {
  if (absent(value)) return [];
  // A comma-separated string is accepted too, as permission lists arrive.
  const list = typeof value === 'string' ? value.split(',') : value;
  if (!Array.isArray(list) || list.length > MAX_QUEUES || !list.every((q) => isText(q))) return undefined;
  return (list as string[]).map((q) => q.trim()).filter(Boolean);
}

function clientId(value: unknown): number | null | undefined {
  if (absent(value)) return null;
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

/**
 * A report from `raw`, or the first field that is wrong. `operPhone` is the connection's extension: a report
 * naming another one is refused (a user reports only for themselves).
 */
export function parseReport(raw: unknown, operPhone: string): ReportCheck {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { ok: false, field: 'message' };
  const m = raw as Record<string, unknown>;

  let id: string | number | null;
  if (absent(m.id)) id = null;
  else if (isText(m.id)) id = m.id;
  else if (typeof m.id === 'number' && Number.isFinite(m.id)) id = m.id;
  else return { ok: false, field: 'id' };

  if (!isText(m.event, 64) || !m.event.trim()) return { ok: false, field: 'event' };

  const phone = absent(m.oper_phone) ? operPhone : m.oper_phone;
  if (typeof phone !== 'string' || phone.trim() !== operPhone) return { ok: false, field: 'oper_phone' };

  const fullName = optionalText(m.oper_full_name);
  if (fullName === undefined) return { ok: false, field: 'oper_full_name' };
  const queues = queueNames(m.queue_names);
  if (queues === undefined) return { ok: false, field: 'queue_names' };
  const clientQueue = optionalText(m.client_queue_name);
  if (clientQueue === undefined) return { ok: false, field: 'client_queue_name' };

  let clientPhone: string | null;
  if (absent(m.client_phone)) clientPhone = null;
  else if (typeof m.client_phone === 'number' && Number.isSafeInteger(m.client_phone))
    clientPhone = String(m.client_phone);
  else if (isText(m.client_phone, 64)) clientPhone = m.client_phone;
  else return { ok: false, field: 'client_phone' };

  const contact = clientId(m.client_id);
  if (contact === undefined) return { ok: false, field: 'client_id' };

  return {
    ok: true,
    report: {
      id,
      event: m.event.trim(),
      oper_phone: operPhone,
      oper_full_name: fullName ?? '',
      queue_names: queues,
      client_queue_name: clientQueue,
      client_phone: clientPhone,
      client_id: contact,
    },
  };
}
