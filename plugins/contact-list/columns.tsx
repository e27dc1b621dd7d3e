// The list's columns (spec 000 section 3, the contact and its other columns). The phone is shown exactly
// as the server sends it: a masked number stays masked. Every column has a width (never under its header's
// longest word); names, labels and tags stay on one line, cut with "…" and shown whole on hover (issue 14).
import { Tag, Typography, type TableColumnsType } from 'antd';
import {
  CellTip,
  columnWidth,
  ELLIPSIS,
  openContactCard,
  ReferenceName,
  ROW_BUTTON_PX,
  SMALL_PADDING_PX,
  tipRender,
} from '@/src/plugin-api';
import { DeleteContact } from './DeleteContact';
import { tagColour, when } from './format';
import type { ContactRow } from './types';

const tags = (items: { id: number; title: string; color: string }[]) =>
  items.map((tag) => (
    <Tag key={tag.id} color={tagColour(tag.color)}>
      {tag.title}
    </Tag>
  ));

/** `onDeleted`: the rows get a delete button (contact.delete), and this runs after one is deleted. */
export function contactColumns(
  t: (key: string) => string,
  canOpen: boolean,
  onDeleted: (() => void) | null,
): TableColumnsType<ContactRow> {
  const title = (key: string) => t(`columns.${key}`);
  /** Width by value, never under the header's longest word; `cut`: one line with "…" and a tooltip. */
  const sized = (key: string, valueWidth: number, cut = false) => ({
    key,
    title: title(key),
    width: columnWidth(valueWidth, title(key), false, SMALL_PADDING_PX),
    ...(cut ? ELLIPSIS : {}),
  });
  const yesNo = (value: boolean) => (value ? t('yes') : t('no'));
  return [
    {
      ...sized('full_name', 200, true),
      render: (_, row) => (
        <CellTip title={row.full_name || `#${row.id}`}>
          {canOpen ? (
            <Typography.Link onClick={() => openContactCard(row.id)}>
              {row.full_name || `#${row.id}`}
            </Typography.Link>
          ) : (
            row.full_name
          )}
        </CellTip>
      ),
    },
    { ...sized('phone', 130, true), render: tipRender((row: ContactRow) => row.phone) },
    {
      ...sized('status', 150, true),
      render: (_, row) =>
        row.status && (
          <CellTip title={row.status.title}>
            <Tag color={tagColour(row.status.color)}>{row.status.title}</Tag>
          </CellTip>
        ),
    },
    {
      ...sized('status_groups', 160, true),
      render: tipRender((row: ContactRow) => row.status_groups.join(', ')),
    },
    {
      ...sized('user', 150, true),
      render: tipRender(
        (row: ContactRow) => row.user && <ReferenceName id={row.user.id} name={row.user.full_name} />,
      ),
    },
    {
      ...sized('campaign', 150, true),
      render: tipRender(
        (row: ContactRow) => row.campaign && <ReferenceName id={row.campaign.id} name={row.campaign.title} />,
      ),
    },
    {
      ...sized('tags', 180, true),
      render: (_, row) =>
        row.tags.length > 0 && (
          <CellTip title={row.tags.map((tag) => tag.title).join(', ')}>{tags(row.tags)}</CellTip>
        ),
    },
    { ...sized('bot_attempts', 80), dataIndex: 'bot_attempts', align: 'right' },
    { ...sized('tasks_count', 80), dataIndex: 'tasks_count', align: 'right' },
    { ...sized('has_recall_task', 90), render: (_, row) => yesNo(row.has_recall_task) },
    // DD-MM-YYYY HH:mm: on one line when it fits, else split at the space before the time.
    { ...sized('call_date', 100), render: (_, row) => when(row.call_date) },
    { ...sized('created_at', 100), render: (_, row) => when(row.created_at) },
    { ...sized('updated_at', 100), render: (_, row) => when(row.updated_at) },
    ...(onDeleted
      ? [
          {
            ...sized('actions', SMALL_PADDING_PX + ROW_BUTTON_PX),
            render: (_: unknown, row: ContactRow) => <DeleteContact id={row.id} onDeleted={onDeleted} />,
          },
        ]
      : []),
  ];
}
