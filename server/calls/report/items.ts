// The report's rows for one page of ids: the card's call fields (../serialize.ts, masking included) and what
// the report adds from the call row and from its contact (region, time zone, provider, result = the contact's
// status, its tags, status groups and notes count). Read after paging, so the look-ups run for 50 rows, not
// for every matching call.
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { callStatusLabel, type Role } from '../../from-client';
import type { Locale } from '../../i18n/locale';
import { selectCalls } from '../repository';
import { callJson } from '../serialize';
import { calls } from '../table';

type ReportRow = Awaited<ReturnType<typeof readRows>>[number];

const readRows = (db: Db, ids: number[]) => selectCalls(db).where(inArray(calls.id, ids));

function reportJson(row: ReportRow, role: Role, locale: Locale) {
  const base = callJson(row, role, false);
  const c = row.call;
  return {
    ...base,
    // An inbound call's source is the customer's number: masked with it.
    source: c.source === c.client_phone ? base.client_phone : c.source,
    status_label: c.status === null ? null : callStatusLabel(c.status, locale),
    answered_at: c.answered_at?.toISOString() ?? null,
    ended_at: c.ended_at?.toISOString() ?? null,
    dial_sec: c.dial_sec,
    wait_sec: c.wait_sec,
    talk_sec: c.talk_sec,
    price: c.price,
    hangup_cause: c.hangup_cause,
    region: row.region ?? '',
    tz: row.tz ?? '',
    provider: row.provider ?? '',
    result: row.result ?? null,
    tags: row.contact ? row.tags : [],
    status_groups: row.contact ? row.status_groups : [],
    comments: row.comments ?? 0,
  };
}

/** The page's items in the order of `ids`. */
export async function reportItems(db: Db, ids: number[], role: Role, locale: Locale) {
  if (!ids.length) return [];
  const byId = new Map((await readRows(db, ids)).map((r) => [r.call.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [reportJson(row, role, locale)] : [];
  });
}
