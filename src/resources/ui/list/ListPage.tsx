// The generated list of a declaration: filter bar, server-paged and sorted table, row actions gated
// by their own keys (Refine's buttons ask the access-control provider), the create button and links to
// the hand-written pages the list owns (an import page).
import { CreateButton, EditButton, ShowButton, useTable } from '@refinedev/antd';
import type { BaseRecord } from '@refinedev/core';
import { Card, Space, Table, type TableProps } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { filtersToQuery, sortersToQuery } from '@/providers/data-provider';
import { ExportButton } from '@/src/plugin-api/exports/ExportButton';
import { ActionTip } from '@/src/shared/actions/IconButton';
import { PAGER, rememberedPageSize, rememberPageSize } from '@/src/shared/pagination';
import type { ResourceDeclaration } from '../../define';
import { CRUD_NS, titleKey } from '../texts';
import { useText } from '../use-text';
import { buildColumns } from './columns';
import { columnWidth, PADDING_PX, ROW_BUTTON_PX } from '@/src/shared/table/column-width';
import { ConfirmedDeleteButton } from './ConfirmedDeleteButton';
import { CopyButton } from './CopyButton';
import { activeFilters } from './filters';
import { FilterBar } from './FilterBar';
import { OwnedPageButtons, OwnedRowButtons } from './OwnedPageButtons';

export function ListPage({ resource }: { resource: ResourceDeclaration }) {
  const { t } = useTranslation();
  const text = useText();
  const { pathname } = useLocation();
  const { tableProps, sorters, filters, setFilters, setCurrentPage } = useTable<BaseRecord>({
    resource: resource.name,
    pagination: { currentPage: 1, pageSize: rememberedPageSize(pathname), mode: 'server' },
    sorters: { initial: resource.defaultSort ? [resource.defaultSort] : [] },
    syncWithLocation: true,
  });
  const columns = useMemo(() => buildColumns(resource, text, sorters), [resource, text, sorters]);
  const offers = resource.permissions;
  // Cut cells need a fixed table layout, where a column gets no more than it declares: room for each row
  // button the resource may show (view, and one for an owned row page such as import, always counted).
  const buttons =
    2 + Number(Boolean(offers.update)) + Number(Boolean(offers.copy)) + Number(Boolean(offers.delete));
  const actionsWidth = columnWidth(PADDING_PX + buttons * ROW_BUTTON_PX, t('table.actions'));

  const onChange: TableProps<BaseRecord>['onChange'] = (pagination, ...rest) => {
    if (pagination.pageSize) rememberPageSize(pathname, pagination.pageSize);
    tableProps.onChange?.(pagination, ...rest);
  };

  return (
    <Card
      title={t(titleKey(resource), { ns: CRUD_NS })}
      extra={
        <Space>
          {resource.exports && (
            // The list's own query: what it shows is what the file holds.
            <ExportButton
              types={resource.exports}
              filters={{ ...sortersToQuery(sorters), ...filtersToQuery(filters) }}
            />
          )}
          <OwnedPageButtons resource={resource.name} />
          {offers.create && <CreateButton resource={resource.name} data-testid="resource-create" />}
        </Space>
      }
      data-testid={`resource-list-${resource.name}`}
    >
      <FilterBar
        resource={resource}
        filters={filters}
        onApply={(next) => {
          setFilters(activeFilters(next), 'replace');
          setCurrentPage(1);
        }}
      />
      <Table
        {...tableProps}
        onChange={onChange}
        rowKey="id"
        data-testid="resource-table"
        // Every column declares its width (columns.tsx): the table is as wide as they add up to, at least
        // the card, and scrolls sideways beyond it instead of squeezing names letter by letter.
        scroll={{ x: 'max-content' }}
        tableLayout="fixed"
        pagination={{ ...tableProps.pagination, ...PAGER }}
        columns={[
          ...columns,
          {
            key: 'actions',
            title: t('table.actions'),
            fixed: 'right',
            width: actionsWidth,
            render: (_: unknown, row: BaseRecord) => (
              <Space size={4}>
                <ActionTip label={t('buttons.show')}>
                  <ShowButton
                    resource={resource.name}
                    recordItemId={row.id}
                    hideText
                    size="small"
                    aria-label={t('buttons.show')}
                    data-testid="resource-show"
                  />
                </ActionTip>
                {offers.update && (
                  <ActionTip label={t('buttons.edit')}>
                    <EditButton
                      resource={resource.name}
                      recordItemId={row.id}
                      hideText
                      size="small"
                      aria-label={t('buttons.edit')}
                      data-testid="resource-edit"
                    />
                  </ActionTip>
                )}
                {offers.copy && row.id !== undefined && <CopyButton resource={resource} row={row} />}
                {row.id !== undefined && <OwnedRowButtons resource={resource.name} id={row.id} />}
                {offers.delete && (
                  <ConfirmedDeleteButton resource={resource.name} id={row.id} testId="resource-delete" />
                )}
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}
