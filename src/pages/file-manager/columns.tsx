import { getDefaultSortOrder } from '@refinedev/antd';
import type { CrudSort } from '@refinedev/core';
import { Space, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { ConfirmedDeleteButton } from '@/src/resources/ui/list/ConfirmedDeleteButton';
import { formatSize } from '@/src/shared/format-size';
import { CellTip, ELLIPSIS } from '@/src/shared/table/cell-tip';
import { columnWidth, PADDING_PX, ROW_BUTTON_PX } from '@/src/shared/table/column-width';
import { formatDateTime } from './format';
import { DownloadButton } from './DownloadButton';
import { RenameButton } from './RenameButton';
import { FILES, type ManagedFile } from './use-file-action';

interface ColumnContext {
  t: TFunction;
  tMain: TFunction;
  locale: string;
  sorters: CrudSort[];
  onDeleted: () => void;
}

/** Name, size, type and dates (sorted on the server by name, size or upload time), then the row's buttons.
 * Each column has a width; the name and type are cut with "…" and shown whole on hover (issue 14). */
export function fileColumns({
  t,
  tMain,
  locale,
  sorters,
  onDeleted,
}: ColumnContext): TableColumnsType<ManagedFile> {
  const sortable = (field: string) => ({
    sorter: true,
    sortOrder: getDefaultSortOrder(field, sorters) ?? null,
  });
  return [
    {
      key: 'name',
      dataIndex: 'name',
      title: t('name'),
      width: columnWidth(240, t('name'), true),
      ...ELLIPSIS,
      render: (name: string) => <CellTip>{name}</CellTip>,
      ...sortable('name'),
    },
    {
      key: 'size',
      dataIndex: 'size',
      title: t('size'),
      width: columnWidth(100, t('size'), true),
      render: (size: number) => formatSize(size, locale),
      ...sortable('size'),
    },
    {
      key: 'content_type',
      dataIndex: 'content_type',
      title: t('type'),
      width: columnWidth(170, t('type')),
      ...ELLIPSIS,
      render: (type: string) => <CellTip>{type}</CellTip>,
    },
    {
      key: 'created_at',
      dataIndex: 'created_at',
      title: t('created'),
      width: columnWidth(150, t('created'), true),
      render: formatDateTime,
      ...sortable('created_at'),
    },
    {
      key: 'updated_at',
      dataIndex: 'updated_at',
      title: t('updated'),
      width: columnWidth(150, t('updated')),
      render: formatDateTime,
    },
    {
      key: 'actions',
      title: tMain('table.actions'),
      fixed: 'right',
      width: columnWidth(PADDING_PX + 3 * ROW_BUTTON_PX, tMain('table.actions')),
      render: (_: unknown, file: ManagedFile) => (
        <Space size={4}>
          <DownloadButton file={file} />
          <RenameButton file={file} />
          <ConfirmedDeleteButton resource={FILES} id={file.id} testId="file-delete" onSuccess={onDeleted} />
        </Space>
      ),
    },
  ];
}
