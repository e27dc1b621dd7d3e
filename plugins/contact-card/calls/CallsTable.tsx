import { Checkbox, Flex, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { PAGER, useTranslation, type CurrentUser } from '@/src/plugin-api';
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
      render: (_: unknown, c: CallItem) => dayjs(c.at).format('DD-MM-YYYY HH:mm'),
    },
    {
      key: 'type',
      title: t('calls.type'),
      render: (_: unknown, c: CallItem) => t(`calls.types.${c.call_type}`),
    },
    {
      key: 'context',
      title: t('calls.context'),
      render: (_: unknown, c: CallItem) => t(`calls.contexts.${c.context}`),
    },
    { key: 'phone', title: t('calls.phone'), dataIndex: 'client_phone' },
    {
      key: 'operator',
      title: t('calls.operator'),
      render: (_: unknown, c: CallItem) => c.operator?.full_name ?? none,
    },
    {
      key: 'duration',
      title: t('calls.duration'),
      render: (_: unknown, c: CallItem) => `${c.duration} / ${c.bill_sec}`,
    },
    {
      key: 'status',
      title: t('calls.status'),
      render: (_: unknown, c: CallItem) => <CallOutcomeCell call={c} />,
    },
    {
      key: 'recording',
      title: t('calls.recording'),
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
        pagination={{ ...PAGER, defaultPageSize: 10, hideOnSinglePage: true }}
      />
    </section>
  );
}
