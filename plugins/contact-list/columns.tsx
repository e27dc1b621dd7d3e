// The list's columns (spec 000 section 3, the contact and its other columns). The phone is shown exactly
// as the server sends it: a masked number stays masked.
import { Tag, Typography, type TableColumnsType } from 'antd';
import { openContactCard } from '@/src/plugin-api';
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
  const yesNo = (value: boolean) => (value ? t('yes') : t('no'));
  return [
    {
      key: 'full_name',
      title: title('full_name'),
      render: (_, row) =>
        canOpen ? (
          <Typography.Link onClick={() => openContactCard(row.id)}>
            {row.full_name || `#${row.id}`}
          </Typography.Link>
        ) : (
          row.full_name
        ),
    },
    { key: 'phone', title: title('phone'), dataIndex: 'phone' },
    {
      key: 'status',
      title: title('status'),
      render: (_, row) => row.status && <Tag color={tagColour(row.status.color)}>{row.status.title}</Tag>,
    },
    { key: 'status_groups', title: title('status_groups'), render: (_, row) => row.status_groups.join(', ') },
    { key: 'user', title: title('user'), render: (_, row) => row.user?.full_name },
    { key: 'campaign', title: title('campaign'), render: (_, row) => row.campaign?.title },
    { key: 'tags', title: title('tags'), render: (_, row) => tags(row.tags) },
    { key: 'bot_attempts', title: title('bot_attempts'), dataIndex: 'bot_attempts', align: 'right' },
    { key: 'tasks_count', title: title('tasks_count'), dataIndex: 'tasks_count', align: 'right' },
    {
      key: 'has_recall_task',
      title: title('has_recall_task'),
      render: (_, row) => yesNo(row.has_recall_task),
    },
    { key: 'call_date', title: title('call_date'), render: (_, row) => when(row.call_date) },
    { key: 'created_at', title: title('created_at'), render: (_, row) => when(row.created_at) },
    { key: 'updated_at', title: title('updated_at'), render: (_, row) => when(row.updated_at) },
    ...(onDeleted
      ? [
          {
            key: 'actions',
            title: title('actions'),
            render: (_: unknown, row: ContactRow) => <DeleteContact id={row.id} onDeleted={onDeleted} />,
          },
        ]
      : []),
  ];
}
