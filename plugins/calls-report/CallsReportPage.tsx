// Reports > Calls (spec 000 section 2.1, /call/list, call.list): every call the user may see, with filters,
// the server's orders, keyset pages, a column chooser remembered per user, status change, delete and the
// recording player.
import { Alert, Button, Card, Flex, Space, Table, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { can, ExportButton, useCurrentUser, useTranslation, type CurrentUser } from '@/src/plugin-api';
import { ColumnChooser } from './ColumnChooser';
import { reportColumns } from './columns';
import { FilterBar } from './FilterBar';
import {
  exportQuery,
  NEWEST_FIRST,
  NO_FILTERS,
  reportQuery,
  SORTABLE,
  type Order,
  type SortKey,
} from './filters';
import type { CallRow } from './types';
import { useChosenColumns } from './use-columns';
import { useReport } from './use-report';
import './texts';

const PAGE_SIZE = 50;

export default function CallsReportPage() {
  const user = useCurrentUser();
  return user ? <CallsReport user={user} /> : null;
}

function CallsReport({ user }: { user: CurrentUser }) {
  const { t, i18n } = useTranslation('calls-report');
  const [filters, setFilters] = useState(NO_FILTERS);
  const [order, setOrder] = useState<Order>(NEWEST_FIRST);
  const [chosen, choose] = useChosenColumns(user.id);
  const query = useMemo(() => reportQuery(filters, order, PAGE_SIZE), [filters, order]);
  const report = useReport(query);
  const reply = report.reply;
  const statuses = reply?.statuses ?? [];
  const access = {
    update: can(user, 'call.update'),
    remove: can(user, 'call.delete'),
    download: can(user, 'call.download'),
  };
  const columns = reportColumns(t, chosen, order, statuses, access);
  const total = reply
    ? t(reply.totalCountExact ? 'total' : 'more', { n: reply.totalCount.toLocaleString(i18n.language) })
    : '';

  return (
    <Card
      title={t('title')}
      extra={
        <Space>
          <ExportButton types={['call']} filters={exportQuery(query)} />
          <ColumnChooser chosen={chosen} onChange={choose} />
        </Space>
      }
      data-testid="calls-report"
    >
      <FilterBar
        filters={filters}
        statuses={statuses}
        operators={can(user, 'contact.show')}
        onApply={setFilters}
      />
      {report.failed && <Alert type="error" message={t('loadFailed')} style={{ marginBottom: 16 }} />}
      <Table<CallRow>
        rowKey="id"
        size="small"
        // Every column declares its width (columns.tsx): at least the page wide, scrolled sideways beyond.
        tableLayout="fixed"
        scroll={{ x: 'max-content' }}
        columns={columns}
        dataSource={reply?.items ?? []}
        loading={report.loading}
        pagination={false}
        onChange={(_p, _f, sorter) => {
          const one = Array.isArray(sorter) ? sorter[0] : sorter;
          const key = one?.columnKey as SortKey | undefined;
          setOrder(
            key && SORTABLE.includes(key) && one.order
              ? { sort: key, order: one.order === 'ascend' ? 'asc' : 'desc' }
              : NEWEST_FIRST,
          );
        }}
        data-testid="calls-report-table"
      />
      <Flex justify="space-between" align="center" style={{ marginTop: 12 }}>
        <Typography.Text data-testid="calls-report-total">{total}</Typography.Text>
        <Space>
          <Button disabled={!report.prev} onClick={() => report.prev?.()} data-testid="calls-report-prev">
            {t('prev')}
          </Button>
          <Typography.Text>{t('page', { n: reply?.page ?? 1 })}</Typography.Text>
          <Button disabled={!report.next} onClick={() => report.next?.()} data-testid="calls-report-next">
            {t('next')}
          </Button>
        </Space>
      </Flex>
    </Card>
  );
}
