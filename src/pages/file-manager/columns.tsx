import { getDefaultSortOrder } from '@refinedev/antd';
import type { CrudSort } from '@refinedev/core';
import { Space, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { ConfirmedDeleteButton } from '@/src/resources/ui/list/ConfirmedDeleteButton';
import { formatSize } from '@/src/shared/format-size';
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

/** Name, size, type and dates (sorted on the server by name, size or upload time), then the row's buttons. */
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
    { key: 'name', dataIndex: 'name', title: t('name'), ...sortable('name') },
    {
      key: 'size',
      dataIndex: 'size',
      title: t('size'),
      render: (size: number) => formatSize(size, locale),
      ...sortable('size'),
    },
    { key: 'content_type', dataIndex: 'content_type', title: t('type') },
    {
      key: 'created_at',
      dataIndex: 'created_at',
      title: t('created'),
      render: formatDateTime,
      ...sortable('created_at'),
    },
    { key: 'updated_at', dataIndex: 'updated_at', title: t('updated'), render: formatDateTime },
    {
      key: 'actions',
      title: tMain('table.actions'),
      fixed: 'right',
      width: 1,
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
