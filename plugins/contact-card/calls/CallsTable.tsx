import { Checkbox, Flex, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { ELLIPSIS, PAGER, tipRender, useTranslation, type CurrentUser } from '@/src/plugin-api';
import { cardAccess } from '../access';
import type { Contact } from '../types';
import { useApiData } from '../use-api-data';
import { CallOutcomeCell } from './CallOutcomeCell';
import { CallRecording } from './CallRecording';
import type { CallItem, CallPage } from './types';

/** Spec 001 sections 7 and 9: one request of at most 500, paged in the table. */
export const CALL_LIST_LIMIT = 500;
const EMPTY: CallPage = { items: [], totalCount: 0 };

/**
 * Each column's width in a small table (8 px padding a side), chosen so the table fits a card 800 px wide
 * (issue 14): headers wrap between words and fit their longest word ("Длительность", "Направление"), the
 * date may wrap before its time, names and labels are cut with "…" and shown whole on hover.
 */
export const CALL_COLUMN_WIDTHS = {
  at: 95,
  type: 90,
  context: 105,
  phone: 110,
  operator: 110,
  duration: 115,
  status: 100,
  recording: 70,
} as const;
export const CALLS_TABLE_WIDTH = Object.values(CALL_COLUMN_WIDTHS).reduce((sum, width) => sum + width, 0);

/**
 * The calls table under the card's tabs (spec 000 section 2.4): the contact's calls, or with the switch
 * (contact.callAllShow, never for guests) every call of its phone. The contact travels too, so a card whose
 * phone is masked still gets the calls of the number it hides (the server reads the number from the contact).
 * With CALL_LIST_BY_CAMPAIGN on, the server keeps both to the contact's project (docs/decisions.md).
 */
interface CallsTableProps {
  contact: Contact;
  user: CurrentUser;
  /** CALL_LIST_BY_CAMPAIGN: the server keeps both lists to the contact's project; the titles say so. */
  byProject: boolean;
}

export function CallsTable({ contact, user, byProject }: CallsTableProps) {
  const { t } = useTranslation('contact-card');
  const project = contact.campaign?.title;
  const [allCalls, setAllCalls] = useState(false);
  const query = allCalls
    ? { limit: CALL_LIST_LIMIT, page: 1, contact: contact.id, client_phone: contact.phone, all_calls: true }
    : { limit: CALL_LIST_LIMIT, page: 1, contact: contact.id };
  const page = useApiData<CallPage>('/call/list', query, EMPTY);
  const none = t('summary.none');
  const columns = [
    {
      key: 'at',
      title: t('calls.at'),
      width: CALL_COLUMN_WIDTHS.at,
      // Date and time may take two lines, split at the space between them.
      render: (_: unknown, c: CallItem) => dayjs(c.at).format('DD-MM-YYYY HH:mm'),
    },
    {
      key: 'type',
      title: t('calls.type'),
      width: CALL_COLUMN_WIDTHS.type,
      ...ELLIPSIS,
      render: tipRender((c: CallItem) => t(`calls.types.${c.call_type}`)),
    },
    {
      key: 'context',
      title: t('calls.context'),
      width: CALL_COLUMN_WIDTHS.context,
      ...ELLIPSIS,
      render: tipRender((c: CallItem) => t(`calls.contexts.${c.context}`)),
    },
    {
      key: 'phone',
      title: t('calls.phone'),
      width: CALL_COLUMN_WIDTHS.phone,
      ...ELLIPSIS,
      render: tipRender((c: CallItem) => c.client_phone),
    },
    {
      key: 'operator',
      title: t('calls.operator'),
      width: CALL_COLUMN_WIDTHS.operator,
      ...ELLIPSIS,
      render: tipRender((c: CallItem) => c.operator?.full_name ?? none),
    },
    {
      key: 'duration',
      title: t('calls.duration'),
      width: CALL_COLUMN_WIDTHS.duration,
      render: (_: unknown, c: CallItem) => `${c.duration} / ${c.bill_sec}`,
    },
    {
      key: 'status',
      title: t('calls.status'),
      width: CALL_COLUMN_WIDTHS.status,
      ...ELLIPSIS,
      render: (_: unknown, c: CallItem) => <CallOutcomeCell call={c} />,
    },
    {
      key: 'recording',
      title: t('calls.recording'),
      width: CALL_COLUMN_WIDTHS.recording,
      render: (_: unknown, c: CallItem) => c.audio_path && <CallRecording callId={c.id} />,
    },
  ];
  return (
    <section data-testid="card-calls" style={{ marginTop: 16 }}>
      <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {byProject && project ? t('calls.titleInProject', { project }) : t('calls.title')}
        </Typography.Title>
        {cardAccess(user).allCalls && (
          <Checkbox checked={allCalls} onChange={(e) => setAllCalls(e.target.checked)}>
            {byProject ? t('calls.allInProject') : t('calls.all')}
          </Checkbox>
        )}
      </Flex>
      <Table<CallItem>
        rowKey="id"
        size="small"
        loading={page === undefined}
        columns={columns}
        dataSource={page?.items ?? []}
        // The declared widths add up to CALLS_TABLE_WIDTH: a narrower card scrolls the table sideways
        // instead of squeezing names and headers letter by letter.
        tableLayout="fixed"
        scroll={{ x: CALLS_TABLE_WIDTH }}
        pagination={{ ...PAGER, defaultPageSize: 10, hideOnSinglePage: true }}
      />
    </section>
  );
}
