// The report's columns (spec 000 section 3, "Call" and its other columns), keyed as the column chooser
// keys them. Phones are shown as the server sends them: a masked number stays masked. The sortable ones are
// the server's orders; the table's sorter is controlled by the page. Each column has a width; text values
// stay on one line, cut with "…" and shown whole on hover (issue 14).
import { Tag, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import {
  CellTip,
  columnWidth,
  ELLIPSIS,
  ReferenceName,
  ROW_BUTTON_PX,
  SMALL_PADDING_PX,
} from '@/src/plugin-api';
import { DeleteCall } from './DeleteCall';
import { typeLabel, type Order, type SortKey } from './filters';
import { RecordingCell } from './RecordingCell';
import { StatusCell } from './StatusCell';
import type { CallRow, StatusChoice } from './types';
import type { ColumnKey } from './use-columns';

export interface ColumnAccess {
  update: boolean;
  remove: boolean;
  download: boolean;
}

const colour = (c: string) => (!c || c === 'none' ? undefined : c === 'violet' ? 'purple' : c);

type Render = (row: CallRow) => ReactNode;

/** Widths the values want (a small table); a header's longest word may ask for more (column-width.ts). */
const VALUE_WIDTH: Partial<Record<ColumnKey, number>> = {
  id: 70,
  at: 150,
  client_phone: 130,
  to_phone: 130,
  campaign: 150,
  contact: 160,
  operator: 150,
  status: 170,
  status_groups: 160,
  tags: 170,
  comments: 200,
  robot_status: 180,
  result: 160,
  recording: 90,
  duration: 90,
  bill_sec: 90,
  dial_sec: 80,
  wait_sec: 90,
  talk_sec: 90,
  price: 100,
};

/** Controls (the status select, the player) and numbers: never cut, the tooltip would only repeat them. */
const KEPT_WHOLE: readonly ColumnKey[] = [
  'status',
  'recording',
  'id',
  'duration',
  'bill_sec',
  'dial_sec',
  'wait_sec',
  'talk_sec',
  'price',
];

export function reportColumns(
  t: (key: string) => string,
  chosen: ColumnKey[],
  order: Order,
  statuses: StatusChoice[],
  access: ColumnAccess,
): TableColumnsType<CallRow> {
  const seconds =
    (key: 'duration' | 'bill_sec' | 'dial_sec' | 'wait_sec' | 'talk_sec'): Render =>
    (r) =>
      r[key];
  const renders: Record<ColumnKey, Render> = {
    id: (r) => r.id,
    at: (r) => dayjs(r.at).format('DD-MM-YYYY HH:mm:ss'),
    client_phone: (r) => r.client_phone,
    campaign: (r) => r.campaign && <ReferenceName id={r.campaign.id} name={r.campaign.title} />,
    context: (r) => t(`contexts.${r.context}`),
    to_phone: (r) => r.to_phone,
    trunk: (r) => r.trunk,
    source: (r) => r.source,
    duration: seconds('duration'),
    bill_sec: seconds('bill_sec'),
    dial_sec: seconds('dial_sec'),
    wait_sec: seconds('wait_sec'),
    talk_sec: seconds('talk_sec'),
    initiator_hang_up: (r) => t(`initiators.${r.initiator_hang_up ?? 'none'}`),
    status: (r) => <StatusCell call={r} statuses={statuses} canChange={access.update} />,
    status_operator: (r) => r.status_operator,
    contact: (r) => r.contact && <ReferenceName id={r.contact.id} name={r.contact.full_name} />,
    operator: (r) => r.operator && <ReferenceName id={r.operator.id} name={r.operator.full_name} />,
    client_status: (r) => r.client_status,
    robot_status: (r) => (r.robot_status == null ? '' : JSON.stringify(r.robot_status)),
    call_type: (r) => typeLabel(t, r.call_type),
    status_groups: (r) => r.status_groups.join(', '),
    provider: (r) => r.provider,
    region: (r) => r.region,
    tz: (r) => r.tz,
    result: (r) => r.result,
    tags: (r) =>
      r.tags.map((tag) => (
        <Tag key={tag.id} color={colour(tag.color)}>
          {tag.title}
        </Tag>
      )),
    comments: (r) => r.comments,
    price: (r) => r.price.toFixed(2),
    recording: (r) => <RecordingCell call={r} canDownload={access.download} />,
  };
  const sortable = (key: ColumnKey) =>
    (['at', 'duration', 'bill_sec', 'talk_sec', 'wait_sec', 'price'] as string[]).includes(key);
  const columns: TableColumnsType<CallRow> = chosen.map((key) => ({
    key,
    title: t(`columns.${key}`),
    width: columnWidth(VALUE_WIDTH[key] ?? 120, t(`columns.${key}`), sortable(key), SMALL_PADDING_PX),
    ...(KEPT_WHOLE.includes(key) ? {} : ELLIPSIS),
    render: (_: unknown, row: CallRow) =>
      KEPT_WHOLE.includes(key) ? renders[key](row) : <CellTip>{renders[key](row)}</CellTip>,
    sorter: sortable(key),
    sortOrder: order.sort === (key as SortKey) ? (order.order === 'asc' ? 'ascend' : 'descend') : null,
    sortDirections: ['descend', 'ascend', 'descend'],
  }));
  if (access.remove)
    columns.push({
      key: 'actions',
      title: '',
      width: SMALL_PADDING_PX + ROW_BUTTON_PX,
      render: (_: unknown, row: CallRow) => <DeleteCall id={row.id} />,
    });
  return columns;
}
