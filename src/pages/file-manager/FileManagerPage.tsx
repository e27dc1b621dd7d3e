// The file manager (spec route /fileManager, fileManager.list): the disk's fill and the low-space warning,
// the files paged, sorted and filtered by name on the server (kept in the address), and upload, download,
// rename and delete, each behind its own key.
import { useTable } from '@refinedev/antd';
import { Card, Divider, Flex, Table, type TableProps } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PAGER, rememberedPageSize, rememberPageSize } from '@/src/shared/pagination';
import { fileColumns } from './columns';
import { DiskSpacePanel } from './DiskSpacePanel';
import { NameFilter } from './NameFilter';
import { FILES_NS } from './texts';
import { UploadButton } from './UploadButton';
import { FILES, type ManagedFile } from './use-file-action';
import { useDiskSpace } from './use-disk-space';

export default function FileManagerPage() {
  const { t, i18n } = useTranslation(FILES_NS);
  const { t: tMain } = useTranslation();
  const { pathname } = useLocation();
  const { disk, refresh } = useDiskSpace();
  const { tableProps, sorters, filters, setFilters, setCurrentPage } = useTable<ManagedFile>({
    resource: FILES,
    pagination: { currentPage: 1, pageSize: rememberedPageSize(pathname), mode: 'server' },
    sorters: { initial: [{ field: 'created_at', order: 'desc' }] },
    syncWithLocation: true,
  });
  const columns = useMemo(
    () => fileColumns({ t, tMain, locale: i18n.language, sorters, onDeleted: refresh }),
    [t, tMain, i18n.language, sorters, refresh],
  );

  const onChange: TableProps<ManagedFile>['onChange'] = (pagination, ...rest) => {
    if (pagination.pageSize) rememberPageSize(pathname, pagination.pageSize);
    tableProps.onChange?.(pagination, ...rest);
  };
  const applyName = (name: string) => {
    setFilters(name ? [{ field: 'name', operator: 'contains', value: name }] : [], 'replace');
    setCurrentPage(1);
  };

  return (
    <Card title={t('title')} extra={<UploadButton onUploaded={refresh} />} data-testid="file-manager">
      <DiskSpacePanel disk={disk} />
      {disk && <Divider />}
      <Flex gap={8} style={{ marginBottom: 16 }}>
        <NameFilter filters={filters} onApply={applyName} />
      </Flex>
      <Table
        {...tableProps}
        onChange={onChange}
        rowKey="id"
        data-testid="file-table"
        // Every column declares its width (columns.tsx): at least the card wide, scrolled sideways beyond.
        tableLayout="fixed"
        scroll={{ x: 'max-content' }}
        pagination={{ ...tableProps.pagination, ...PAGER }}
        columns={columns}
      />
    </Card>
  );
}
