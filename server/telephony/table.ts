// The operator state history (spec 001 section 7, GET {domain}/node/device_state_change/; spec 000 section 4.4):
// one row per presence change or call start/end reported by an operator's softphone, read by the reports.
// `status` is the state as the backend sees it (pause and dnd are both `pause`); `presence` keeps what the
// operator chose, so dnd is not lost. A deleted user takes its history with it (ON DELETE CASCADE): a row without its operator says nothing.
import { parentId } from '../db/columns';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../db/schema';

/** What the softphone reports (spec 000 section 4.4: operator phone options). */
export const PRESENCES = ['active', 'pause', 'dnd', 'no_active'] as const;
export type Presence = (typeof PRESENCES)[number];
/** The backend's state: dnd is a pause (spec 000 section 4.4). */
export const BACKEND_STATUSES = ['active', 'pause', 'no_active'] as const;
export type BackendStatus = (typeof BACKEND_STATUSES)[number];
export const STATE_REASONS = [
  'ui_active',
  'ui_pause',
  'ui_dnd',
  'start_call',
  'end_call',
  'ui_pause_change_queue',
] as const;
export type StateReason = (typeof STATE_REASONS)[number];

export const backendStatus = (presence: Presence): BackendStatus => (presence === 'dnd' ? 'pause' : presence);

export const operatorStates = pgTable(
  'operator_states',
  {
    id: serial('id').primaryKey(),
    user_id: parentId('user_id', () => users.id, 'cascade'),
    /** The extension the softphone reported, as it was at the time. */
    oper_phone: text('oper_phone').notNull(),
    status: text('status').$type<BackendStatus>().notNull(),
    presence: text('presence').$type<Presence>().notNull(),
    reason: text('reason').$type<StateReason>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('operator_states_user_at_idx').on(t.user_id, t.at.desc()),
    check('operator_states_status_check', sql`${t.status} IN ('active', 'pause', 'no_active')`),
    check('operator_states_presence_check', sql`${t.presence} IN ('active', 'pause', 'dnd', 'no_active')`),
    check(
      'operator_states_reason_check',
      sql`${t.reason} IN ('ui_active', 'ui_pause', 'ui_dnd', 'start_call', 'end_call', 'ui_pause_change_queue')`,
    ),
  ],
);

export type OperatorStateRow = typeof operatorStates.$inferSelect;
