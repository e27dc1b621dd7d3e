// Reports > contact list (spec 000 section 2.1, contact.list): the contacts with their filters, order and
// page in the address, a click opening the contact's card, and bulk changes of the chosen rows.
import { Alert, Card, Select, Space, Table, type TablePaginationConfig } from 'antd';
import { useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { ExportButton, openContactCard, PAGER, useCurrentUser, useTranslation } from '@/src/plugin-api';
import { listAccess } from './access';
import { BulkActions } from './BulkActions';
import { contactColumns } from './columns';
import { CreateContact } from './CreateContact';
import { FilterBar } from './FilterBar';
import { apiQuery, EXPORT_TYPES, SORTS } from './filters';
import type { ContactRow, ListReply } from './types';
import { useAddressState } from './use-address';
import { useContactList } from './use-contact-list';
import { usePageSize } from './use-page-size';
import './texts';

/** Clicks on the selection boxes choose a row; anywhere else on it opens the card. */
const inSelection = (target: EventTarget) =>
  target instanceof Element && target.closest('.ant-table-selection-column') !== null;

export default function ContactListPage() {
  const { t, i18n } = useTranslation('contact-list');
  const access = listAccess(useCurrentUser());
  const { pathname } = useLocation();
  const address = useAddressState();
  const [limit, setLimit] = usePageSize(pathname);
  const query = useMemo(
    () => apiQuery(address.filters, address.sort, limit),
    [address.filters, address.sort, limit],
  );
  const list = useContactList(query, address.page);
  // Chosen rows belong to the reply they were chosen in: another page or a reload starts afresh.
  const [chosen, setChosen] = useState<{ of: ListReply | null; rows: ContactRow[] }>({ of: null, rows: [] });
  const rows = chosen.of === list.reply ? chosen.rows : [];
  const { reload } = list;
  const columns = useMemo(
    () => contactColumns(t, access.open, access.remove ? reload : null),
    [t, access.open, access.remove, reload],
  );
  const reply = list.reply;

  const pagination: TablePaginationConfig = {
    ...PAGER,
    current: address.page,
    pageSize: limit,
    total: reply?.totalCount ?? 0,
    showTotal: (total) =>
      t(reply?.totalCountExact === false ? 'about' : 'total', { n: total.toLocaleString(i18n.language) }),
    onChange: (page, size) => {
      if (size !== limit) {
        setLimit(size);
        address.setPage(1);
        return;
      }
      list.prepare(page);
      address.setPage(page);
    },
  };

  return (
    <Card
      title={t('title')}
      extra={
        <Space>
          <Select
            aria-label={t('sort.label')}
            value={address.sort}
            onChange={address.setSort}
            options={SORTS.map((s) => ({ value: s, label: t(`sort.${s}`) }))}
            style={{ minWidth: 260 }}
            data-testid="contact-list-sort"
          />
          <ExportButton types={EXPORT_TYPES} filters={query} />
          {access.create && <CreateContact onCreated={reload} />}
        </Space>
      }
      data-testid="contact-list"
    >
      <FilterBar filters={address.filters} onApply={address.setFilters} operators={access.operators} />
      {list.failed && <Alert type="error" message={t('loadFailed')} style={{ marginBottom: 16 }} />}
      <BulkActions
        rows={rows}
        access={access}
        projectIds={address.filters.campaign_id}
        onDone={list.reload}
      />
      <Table<ContactRow>
        rowKey="id"
        size="small"
        // Every column declares its width (columns.tsx): at least the page wide, scrolled sideways beyond.
        tableLayout="fixed"
        scroll={{ x: 'max-content' }}
        columns={columns}
        dataSource={reply?.items ?? []}
        loading={list.loading}
        pagination={pagination}
        rowSelection={
          access.operator || access.status
            ? {
                selectedRowKeys: rows.map((r) => r.id),
                onChange: (_, picked) => setChosen({ of: reply, rows: picked }),
              }
            : undefined
        }
        onRow={(row) => ({
          onClick: (event) => access.open && !inSelection(event.target) && openContactCard(row.id),
          style: access.open ? { cursor: 'pointer' } : undefined,
        })}
        data-testid="contact-list-table"
      />
    </Card>
  );
}
